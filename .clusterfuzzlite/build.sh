#!/bin/bash
# ClusterFuzzLite builds exactly what OSS-Fuzz builds: one fuzzer per mapharness fuzz target, with its
# seeds, findings, dictionary and options. The one build script is oss-fuzz/build.sh (it says what it
# writes into $OUT); this only finds it in the checkout.
set -euo pipefail
exec bash "${MAPHARNESS_SRC:-$SRC/mapharness}/oss-fuzz/build.sh" "$@"
