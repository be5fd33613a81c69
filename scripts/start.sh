#!/usr/bin/env bash
# Starts the product at one address: site, console and the embedded provider with demo data.
# Installs what it needs first (Node 24 and pnpm only when missing, then the workspace).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/toolchain.sh"
cd "$PORTOLAN_ROOT"
install_deps
echo "start: building the site (ui/dist)" >&2
pnpm --dir ui run build >&2
# Demo mode: the mail outbox pages and sandbox payments (README "The two commands"); on loopback only.
export PORTOLAN_DEMO_MODE="${PORTOLAN_DEMO_MODE:-true}"
exec node server/src/main.ts "$@"
