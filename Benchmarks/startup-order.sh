#!/usr/bin/env bash
# Writes Benchmarks/startup-order.txt: the functions of the release binary that
# the commands measured by `make bench` execute, then the data they read and
# write, for lld to lay out together (`--symbol-ordering-file`, see the
# Makefile).
#
# A run then touches a few hundred contiguous pages of code instead of pages
# all over 12 MB of it, which the kernel maps 16 at a time, and its lazily
# set globals and metadata caches sit on a few pages instead of one each:
# about 5 MiB less resident memory and 120 fewer page faults per start. A name
# that no longer exists is skipped by the linker, so a stale list costs speed,
# never correctness; regenerate it after large changes:
#
#   make startup-order      # installs valgrind, builds, runs, rewrites the list
#
# The commands, in this order (each group of functions sorted by name, so the
# file diffs well): a search answered by the cache, a cold search against the
# TMDB stub, a film's details cached and cold, and `--help`; the data those
# two searches touch follows, in the order they first touch it.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
swift="${SWIFT:-swift}"
output="$root/Benchmarks/startup-order.txt"
read -ra release_flags <<<"${RELEASE_FLAGS:?RELEASE_FLAGS must hold the flags of make release}"
for tool in valgrind perl objdump; do
    command -v "$tool" >/dev/null || { echo "error: $tool is missing; \`make startup-order\` installs valgrind (perl and objdump come with Debian)." >&2; exit 1; }
done

work="$(mktemp -d "${TMPDIR:-/tmp}/movies-startup-order.XXXXXX")"
stub_pid=""
cleanup() {
    if [ -n "$stub_pid" ]; then kill "$stub_pid" 2>/dev/null || true; wait "$stub_pid" 2>/dev/null || true; fi
    rm -rf "$work"
}
trap cleanup EXIT

quietly() { "$@" >"$work/build.log" 2>&1 || { cat "$work/build.log" >&2; exit 1; }; }
(cd "$root" && quietly "$swift" build "${release_flags[@]}" --product movies)
movies="$(cd "$root" && "$swift" build "${release_flags[@]}" --show-bin-path)/movies"
(cd "$root" && quietly "$swift" build -c release --scratch-path "$root/Benchmarks/.build" --product MoviesBenchStub)
stub="$(cd "$root" && "$swift" build -c release --scratch-path "$root/Benchmarks/.build" --show-bin-path)/MoviesBenchStub"

"$stub" >"$work/stub.port" &
stub_pid=$!
for _ in $(seq 100); do [ -s "$work/stub.port" ] && break; sleep 0.05; done
port="$(head -1 "$work/stub.port")"
[ -n "$port" ] || { echo "error: the stub did not start" >&2; exit 1; }

unset TMDB_API_KEY TMDB_ACCESS_TOKEN MOVIES_LOG MOVIES_CACHE_LIMIT
export TMDB_BASE_URL="http://127.0.0.1:$port" XDG_CONFIG_HOME="$work/config" MOVIES_DATA_DIR="$work/data"

# The names of the binary's functions one command executed (valgrind names
# each function once per object in its profile, unmangled with --demangle=no).
profile() {
    local name="$1"; shift
    valgrind --tool=callgrind --demangle=no --compress-strings=no --callgrind-out-file="$work/$name.out" \
        "$movies" "$@" >/dev/null 2>"$work/$name.log" || { cat "$work/$name.log" >&2; exit 1; }
    awk -v binary="$movies" '
        /^ob=/ { object = substr($0, 4) }
        /^fn=/ { name = substr($0, 4); if (object == binary && name !~ /^0x/) print name }
    ' "$work/$name.out" | LC_ALL=C sort -u >"$work/$name.names"
}

# Where valgrind maps the binary (its own loader places it, the same each run).
base="$(valgrind -d --tool=none "$movies" --help 2>&1 >/dev/null |
    awk -v inode="i=$(stat -c %i "$movies")" '!found && $0 ~ inode && / o=0 / { split($5, range, "-"); print range[1]; found = 1 }')"
[ -n "$base" ] || { echo "error: valgrind did not say where it loaded the binary" >&2; exit 1; }
# Only writable data: each page of it a run touches costs a fault of its own
# (copy on write), while read-only data is mapped 16 pages at a time and
# relocated data (.data.rel.ro) is written whole at start-up anyway.
objdump -t "$movies" | awk 'NF >= 6 && ($(NF - 2) == ".data" || $(NF - 2) == ".bss") { print $1, $(NF - 1), $NF }' |
    sort >"$work/data-symbols"

# The binary's data symbols one command read or wrote, in the order it first
# touched them (valgrind's lackey traces every access; perl maps them).
data() {
    local name="$1"; shift
    valgrind --tool=lackey --trace-mem=yes --log-fd=3 "$movies" "$@" 3>&1 >/dev/null 2>"$work/$name.log" |
        perl -e '
            my ($base, $symbols) = (hex(shift), shift);
            open(my $in, "<", $symbols) or die; my (@start, @end, @name);
            while (<$in>) { my ($a, $s, $n) = split; push @start, hex($a); push @end, hex($a) + (hex($s) || 1); push @name, $n }
            my (%seen, %done);
            while (<STDIN>) {
                next unless /^ [LSM] ([0-9a-f]+),/;
                my $offset = hex($1) - $base;
                next if $offset < $start[0] || $offset >= $end[-1] || $seen{$offset >> 3}++;
                my ($low, $high) = (0, $#start);
                while ($low < $high) { my $mid = ($low + $high + 1) >> 1; if ($start[$mid] <= $offset) { $low = $mid } else { $high = $mid - 1 } }
                print "$name[$low]\n" if $offset < $end[$low] && !$done{$name[$low]}++;
            }' "$base" "$work/data-symbols" >"$work/$name.data"
}

export MOVIES_CACHE_DIR="$work/warm"
"$movies" search the >/dev/null
"$movies" details 27205 >/dev/null
profile cache-hit search the --offline
data cache-hit search the --offline
profile details-hit details 27205 --offline
export MOVIES_CACHE_DIR="$work/cold"
profile cold-search search the
rm -rf "$MOVIES_CACHE_DIR"
data cold-search search the
rm -rf "$MOVIES_CACHE_DIR"
profile details-cold details 27205
profile help --help

# Each name once, in the first group that ran or touched it.
awk '!seen[$0]++' "$work/cache-hit.names" "$work/cold-search.names" "$work/details-hit.names" \
    "$work/details-cold.names" "$work/help.names" "$work/cache-hit.data" "$work/cold-search.data" >"$output"
# SwiftPM does not know the list is an input of the link: the next
# `make release` links again only when the binary is gone.
rm -f "$movies"
echo "$(wc -l <"$output") symbols in ${output#"$root"/}; \`make release\` links with them." >&2
