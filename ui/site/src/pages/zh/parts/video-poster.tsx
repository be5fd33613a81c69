// A video page without a video file: a drawn poster (inline SVG, described for screen readers) and
// the full transcript below it, so the page carries the whole content without playback.
import { useId } from "react";
import * as s from "./zh-parts.css.ts";

export interface TranscriptLine {
  readonly time: string;
  readonly text: string;
}

export function VideoPoster(props: {
  readonly title: string;
  readonly duration: string;
  readonly description: string;
}) {
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, "");
  const gradient = `${id}-bg`;
  return (
    <figure className={s.poster}>
      <svg
        className={s.posterImage}
        viewBox="0 0 640 360"
        role="img"
        aria-labelledby={`${id}-title`}
        xmlns="http://www.w3.org/2000/svg"
      >
        <title id={`${id}-title`}>{`视频海报：${props.title}。${props.description}`}</title>
        <defs>
          <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" className={s.posterStopDark} />
            <stop offset="1" className={s.posterStopLight} />
          </linearGradient>
        </defs>
        <rect width="640" height="360" fill={`url(#${gradient})`} />
        <g className={s.posterLines}>
          <circle cx="520" cy="90" r="140" />
          <circle cx="520" cy="90" r="90" />
          <path d="M0 280 Q160 220 320 270 T640 250" />
        </g>
        <circle cx="320" cy="160" r="46" className={s.posterPlay} />
        <path d="M306 136 L306 184 L346 160 Z" className={s.posterPlayIcon} />
        <text x="40" y="270" className={s.posterTitle}>
          {props.title}
        </text>
        <text x="40" y="310" className={s.posterSub}>
          {`时长 ${props.duration} · 文字稿见下方`}
        </text>
      </svg>
      <figcaption className={s.posterCaption}>
        {props.description} 本页不提供视频播放，完整讲解内容见下方文字稿。
      </figcaption>
    </figure>
  );
}

export function Transcript(props: { readonly lines: readonly TranscriptLine[] }) {
  return (
    <div>
      {props.lines.map((line) => (
        <p key={line.time}>
          <span className={s.transcriptTime}>{line.time}</span>
          {line.text}
        </p>
      ))}
    </div>
  );
}
