#!/usr/bin/env bash
# Starts the product at one address: site, console and the embedded provider with demo data.
# Installs what it needs first (Node 24 and pnpm only when missing, then the workspace).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/toolchain.sh"
cd "$PORTOLAN_ROOT"
install_deps
if [ ! -f server/src/main.ts ]; then
  echo "start: the embedded provider (server/) is not built yet; only the domain core exists." >&2
  echo "start: run 'bash scripts/test.sh' to exercise it." >&2
  exit 1
fi
exec node server/src/main.ts "$@"
