#!/usr/bin/env bash
# Rewrites a binary in place with one write, so that Linux keeps it in the page
# cache in large folios (up to 2 MiB) instead of the 4 KiB pages the linker
# left (issue #24, README "Performance"). `make release`, `make install` and
# `make bench` run it on the binary they build.
#
#   Benchmarks/settle-binary.sh .build/release/movies
#
# Why: lld writes its output through a memory map, one 4 KiB page at a time,
# and the file's pages stay cached that way until they are evicted. Each start
# maps the binary's code and data from those pages; mapping 4 KiB pages costs
# the kernel more per fault than mapping parts of a large folio. A cache hit
# took 0.5 ms more CPU (about 10 %) from the linker's copy than from the same
# bytes written in one go, with the same page faults and the same peak RSS
# (this was the "0.6–0.8 ms the binary's location costs"). A copy made by
# `cp` or `install` lands in 64 KiB folios: as fast, but 1.4 MiB more peak
# RSS, since each fault then maps whole 64 KiB folios.
#
# The file keeps its inode, size and modification time (SwiftPM would link
# again if any changed); only its cached pages are new. Truncating drops them.
set -euo pipefail
binary="${1:?usage: settle-binary.sh BINARY}"
[ -f "$binary" ] || { echo "error: $binary is not a file" >&2; exit 1; }
copy="$(mktemp "${TMPDIR:-/tmp}/movies-settle.XXXXXX")"
trap 'rm -f "$copy" "$copy.log"' EXIT
cp -p "$binary" "$copy"
# One block the size of the whole file: dd truncates the file, then writes it
# with a single write(2).
size="$(stat -c %s "$copy")"
if ! dd if="$copy" of="$binary" bs="$size" count=1 status=none 2>"$copy.log" && cmp -s "$copy" "$binary"; then
    # Not opened at all: the binary is running ("Text file busy"). It is
    # untouched and works; it only starts a little slower until rewritten.
    echo "note: $binary left as it is: $(head -1 "$copy.log")" >&2
    exit 0
fi
# A short write (a full disk) must not leave a broken binary behind silently.
cmp -s "$copy" "$binary" || { cp -p "$copy" "$binary"; echo "error: rewriting $binary failed; restored it" >&2; exit 1; }
touch -r "$copy" "$binary"
