#!/usr/bin/env bash
# The operator's steps that have no screen (README "Operator"), against the store of PORTOLAN_DATA_DIR:
#   bash scripts/operator.sh transfer-received PTL12345678901244 [--amount 2399.00]
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/toolchain.sh"
cd "$PORTOLAN_ROOT"
install_deps
exec node server/src/cli/operator.ts "$@"
