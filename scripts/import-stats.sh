#!/usr/bin/env bash
# Loads trade statistics into the store of PORTOLAN_DATA_DIR (README "Market analysis"):
#   bash scripts/import-stats.sh <un|cn> <folder or file>...
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/toolchain.sh"
install_deps
exec node "$PORTOLAN_ROOT/server/src/cli/import-stats.ts" "$@"
