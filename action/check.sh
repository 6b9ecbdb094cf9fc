#!/usr/bin/env bash
# What the GitHub Action (action.yml) runs: `mapharness check` over INPUT_PATHS with INPUT_ARGS, and
# --sarif INPUT_SARIF when given. The exit code goes to the step's outputs, not to the step, so that
# the SARIF is uploaded before the action fails; the action's last step exits with it.
set -uo pipefail
here="$(cd -- "$(dirname -- "${BASH_SOURCE[0]}")" && pwd -P)"
root="$(dirname -- "$here")"

# one path a line when there are several lines (so a path may hold spaces), else separated by spaces
paths=()
if [[ "${INPUT_PATHS:-}" == *$'\n'* ]]; then
  while IFS= read -r line; do
    line="${line%$'\r'}"
    [ -n "${line// /}" ] && paths+=("$line")
  done <<<"$INPUT_PATHS"
else
  read -r -a paths <<<"${INPUT_PATHS:-}"
fi
if [ ${#paths[@]} -eq 0 ]; then
  echo "::error::mapharness check: the input 'paths' names no file or folder"
  code=2
else
  read -r -a args <<<"${INPUT_ARGS:-}"
  if [ -n "${INPUT_SARIF:-}" ]; then
    args+=(--sarif "$INPUT_SARIF")
  fi
  "$root/mapharness" check "${args[@]}" "${paths[@]}"
  code=$?
fi

out="${GITHUB_OUTPUT:-/dev/null}"
echo "exit-code=$code" >>"$out"
if [ -n "${INPUT_SARIF:-}" ] && [ -f "$INPUT_SARIF" ]; then
  echo "sarif-written=true" >>"$out"
else
  echo "sarif-written=false" >>"$out"
fi
exit 0
