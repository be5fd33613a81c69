#!/usr/bin/env bash
# Loads trade data files into the store of PORTOLAN_DATA_DIR (README "Loading trade data"):
#   bash scripts/import.sh [--reload] <folder or file>...   (every skipped row: .data/import-reports/)
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/toolchain.sh"
install_deps
exec node "$PORTOLAN_ROOT/server/src/cli/import.ts" "$@"
