#!/bin/bash
# Builds one OSS-Fuzz fuzzer per mapharness fuzz target (dev.mapharness.fuzz.FuzzTargets).
#
# OSS-Fuzz runs this in the image's WORKDIR ($SRC/mapharness) with SRC, OUT, JAVA_HOME and
# JVM_LD_LIBRARY_PATH set by base-builder-jvm. It writes into $OUT:
#   mapharness-fuzzers.jar      the fuzz module with everything it calls except Jazzer itself
#                               (jazzer_driver and jazzer_agent_deploy.jar come from the image)
# and for every target NAME that `java dev.mapharness.fuzz.OssFuzzTargets` prints (with its dictionary,
# max_len and the classes Jazzer instruments and leaves out, dev.mapharness.fuzz.Instrumentation):
#   NAME                        executable wrapper: jazzer_driver on dev.mapharness.fuzz.JazzerEntry
#                               with -Dmapharness.fuzz.target=NAME
#   NAME_seed_corpus.zip        the files of corpus/fuzz/NAME/seeds and corpus/fuzz/NAME/findings
#                               (not written when both are empty or missing)
#   NAME.dict                   copy of the target's corpus/fuzz/dict/DICTIONARY.dict
#   NAME.options                libFuzzer options: dict, max_len, timeout, rss_limit_mb
# A target whose dictionary is missing stops the build; one without seeds or findings does not.
# Running it again over the same $OUT gives the same result.
#
# Environment overrides, for running it outside OSS-Fuzz (OssFuzzBuildTest does):
#   MAPHARNESS_SRC                 the repository checkout (default: $SRC/mapharness)
#   MAPHARNESS_PREBUILT_CLASSPATH  skip Maven: list the targets with this class path (jars and class
#                                  directories, ':'-separated, absolute) and make every wrapper run it
#                                  instead of $OUT/mapharness-fuzzers.jar, which is then not written
#   JVM_LD_LIBRARY_PATH            where libjvm.so is at run time (default: $JAVA_HOME/lib/server)
set -euo pipefail
shopt -s nullglob dotglob

: "${OUT:?OUT must name the output directory}"
: "${SRC:?SRC must name the source directory}"
MAPHARNESS_SRC="${MAPHARNESS_SRC:-$SRC/mapharness}"
PREBUILT_CLASSPATH="${MAPHARNESS_PREBUILT_CLASSPATH:-}"
if [[ -n "${JAVA_HOME:-}" ]]; then
  JAVA="$JAVA_HOME/bin/java"
else
  JAVA=java
fi
RUNTIME_LD_LIBRARY_PATH="${JVM_LD_LIBRARY_PATH:-${JAVA_HOME:+$JAVA_HOME/lib/server}}"

FUZZERS_JAR=mapharness-fuzzers.jar
ENTRY_CLASS=dev.mapharness.fuzz.JazzerEntry
TARGET_PROPERTY=mapharness.fuzz.target
# libFuzzer's per-input time limit (seconds) and OSS-Fuzz's memory limit for the whole process
TIMEOUT_SECONDS=10
RSS_LIMIT_MB=2560

die() {
  echo "oss-fuzz/build.sh: $*" >&2
  exit 1
}

mkdir -p "$OUT"
OUT="$(cd "$OUT" && pwd)"
MAPHARNESS_SRC="$(cd "$MAPHARNESS_SRC" && pwd)"
FUZZ_CORPUS="$MAPHARNESS_SRC/corpus/fuzz"
STAGING="$(mktemp -d)"
trap 'rm -rf "$STAGING"' EXIT

# --- the class path: Maven's fuzzers jar, or the one given -------------------------------------
if [[ -n "$PREBUILT_CLASSPATH" ]]; then
  LIST_CLASSPATH="$PREBUILT_CLASSPATH"
  # the wrapper runs the given class path as it is (quoted for the shell that runs the wrapper)
  WRAPPER_CLASSPATH="$(printf '%q' "$PREBUILT_CLASSPATH")"
else
  (cd "$MAPHARNESS_SRC" && ./mvnw -B -pl fuzz -am package -DskipTests)
  built_jar=""
  for jar in "$MAPHARNESS_SRC"/fuzz/target/mapharness-fuzz-*-fuzzers.jar; do
    # an older version's jar may still lie in target/: take the newest
    if [[ -z "$built_jar" || "$jar" -nt "$built_jar" ]]; then
      built_jar="$jar"
    fi
  done
  [[ -n "$built_jar" ]] || die "Maven built no fuzz/target/mapharness-fuzz-*-fuzzers.jar"
  cp -f "$built_jar" "$OUT/$FUZZERS_JAR"
  LIST_CLASSPATH="$OUT/$FUZZERS_JAR"
  # $this_dir is the wrapper's own directory, expanded when the wrapper runs
  WRAPPER_CLASSPATH="\"\$this_dir/$FUZZERS_JAR\""
fi

# --- the targets --------------------------------------------------------------------------------
# one line per target: NAME DICTIONARY MAX_LEN (a failing java stops the build here)
TARGET_LINES="$("$JAVA" -cp "$LIST_CLASSPATH" dev.mapharness.fuzz.OssFuzzTargets)"
[[ -n "$TARGET_LINES" ]] || die "dev.mapharness.fuzz.OssFuzzTargets printed no targets"

# Writes the executable wrapper OSS-Fuzz runs as the fuzzer NAME. The marker comment is how
# OSS-Fuzz tells a fuzzer from other executables in $OUT. Under -runs=N (reproducing and checking
# the build) the heap is smaller, as in OSS-Fuzz's own JVM wrappers, so the JVM stays under the limit.
# --jvm_args is ':'-separated; "\:" keeps the colon inside -XX:-OmitStackTraceInFastThrow, which keeps
# the stack of repeated exceptions, so that one bug gives one deduplication token.
write_wrapper() {
  local name="$1" includes="$2" excludes="$3" wrapper="$OUT/$1"
  cat >"$wrapper" <<WRAPPER
#!/bin/bash
# LLVMFuzzerTestOneInput for fuzzer detection.
# mapharness fuzz target $name, written by oss-fuzz/build.sh
this_dir="\$(cd "\$(dirname "\$0")" && pwd)"
if [[ " \$* " =~ \ -runs=[0-9]+\  ]]; then
  mem_settings='-Xmx1900m:-Xss900k'
else
  mem_settings='-Xmx2048m:-Xss1024k'
fi
LD_LIBRARY_PATH=$(printf '%q' "$RUNTIME_LD_LIBRARY_PATH"):"\$this_dir" \\
exec "\$this_dir/jazzer_driver" --agent_path="\$this_dir/jazzer_agent_deploy.jar" \\
  --cp=$WRAPPER_CLASSPATH \\
  --target_class=$ENTRY_CLASS \\
  --instrumentation_includes='$includes' \\
  --instrumentation_excludes='$excludes' \\
  --jvm_args="-D$TARGET_PROPERTY=$name:-XX\\:-OmitStackTraceInFastThrow:\$mem_settings" \\
  "\$@"
WRAPPER
  chmod 755 "$wrapper"
}

# Zips the target's seeds and findings, flat, as OSS-Fuzz unpacks them into the fuzzer's corpus.
# A finding whose name a seed already has is stored as findings-NAME.
write_seed_corpus() {
  local name="$1" zip="$OUT/$1_seed_corpus.zip" dir="$STAGING/$1" file base
  rm -f "$zip"
  mkdir -p "$dir"
  for file in "$FUZZ_CORPUS/$name/seeds"/*; do
    if [[ -f "$file" ]]; then
      cp "$file" "$dir/"
    fi
  done
  for file in "$FUZZ_CORPUS/$name/findings"/*; do
    [[ -f "$file" ]] || continue
    base="$(basename "$file")"
    if [[ -e "$dir/$base" ]]; then
      base="findings-$base"
    fi
    cp "$file" "$dir/$base"
  done
  local entries=("$dir"/*)
  if ((${#entries[@]} > 0)); then
    zip -q -X -j "$zip" "${entries[@]}"
  else
    echo "oss-fuzz/build.sh: $name has no seeds or findings; no seed corpus" >&2
  fi
}

write_options() {
  local name="$1" max_len="$2"
  cat >"$OUT/$name.options" <<OPTIONS
[libfuzzer]
dict = $name.dict
max_len = $max_len
timeout = $TIMEOUT_SECONDS
rss_limit_mb = $RSS_LIMIT_MB
OPTIONS
}

while read -r name dictionary max_len includes excludes extra; do
  [[ -n "$name" ]] || continue
  [[ "$name" =~ ^[a-z0-9]+(-[a-z0-9]+)*$ ]] || die "unexpected target name '$name'"
  [[ "$dictionary" =~ ^[A-Za-z0-9._-]+$ ]] || die "$name: unexpected dictionary name '$dictionary'"
  [[ "$max_len" =~ ^[1-9][0-9]*$ ]] || die "$name: unexpected max_len '$max_len'"
  [[ "$includes" =~ ^[A-Za-z0-9.*:\$]+$ ]] || die "$name: unexpected instrumentation includes '$includes'"
  [[ "$excludes" =~ ^[A-Za-z0-9.*:\$]*$ ]] || die "$name: unexpected instrumentation excludes '$excludes'"
  [[ -z "$extra" ]] || die "$name: unexpected fields after the excludes: $extra"
  dict_file="$FUZZ_CORPUS/dict/$dictionary.dict"
  [[ -f "$dict_file" ]] || die "$name: no dictionary $dict_file"

  write_wrapper "$name" "$includes" "$excludes"
  write_seed_corpus "$name"
  cp -f "$dict_file" "$OUT/$name.dict"
  write_options "$name" "$max_len"
  echo "oss-fuzz/build.sh: fuzzer $name (dictionary $dictionary)"
done <<<"$TARGET_LINES"
