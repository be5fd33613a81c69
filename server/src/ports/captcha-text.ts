// Where the text drawn in a captcha image comes from. Real runs draw it at random; tests record it,
// standing in for the person who reads the image (the one thing outside the system).

export interface CaptchaTextSource {
  readonly next: () => string;
}
