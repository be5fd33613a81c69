#!/usr/bin/env bash
# The trade data from the command line, against a running provider (README "Trade data"):
#   PORTOLAN_API_KEY=ptl_… bash scripts/trade.sh search --datasets IMP_USA_BL_SEA --keyword chairs
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/toolchain.sh"
install_deps
exec node "$PORTOLAN_ROOT/server/src/cli/trade.ts" "$@"
