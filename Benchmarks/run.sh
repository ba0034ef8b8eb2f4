#!/usr/bin/env bash
# The benchmark suite of issue #7: whole-process timings with hyperfine, peak
# memory with /usr/bin/time, then the in-process benchmarks, and one table of
# every figure against its target. `make bench` installs what this needs and
# runs it; running it directly works once hyperfine, GNU time, sqlite3 and curl
# are installed.
#
#   Benchmarks/run.sh                 # about 3 minutes once built
#   BENCH_BUILD=1 Benchmarks/run.sh   # also a clean debug build and the whole
#                                     # test suite on a fresh clone (minutes more)
#
# Settings: RELEASE_FLAGS (how the app is built; `make bench` passes those of
# `make release`), BENCH_RUNS (hyperfine runs per command, 50), BENCH_QUERY (the
# search, `the`: a full page of 20 results from the stub), BENCH_ROUNDS (the
# rounds a paired ratio alternates its two sides over, 5), BENCH_RESULTS (where
# the JSON exports and table.md go, Benchmarks/.build/results), SWIFT.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
bench="$root/Benchmarks"
swift="${SWIFT:-swift}"
runs="${BENCH_RUNS:-50}"
query="${BENCH_QUERY:-the}"
results="${BENCH_RESULTS:-$bench/.build/results}"
# The same flags as `make release` (which passes them in RELEASE_FLAGS): what
# users install. Without make, libstdc++ is loaded at run time, as in a plain
# `swift build`.
read -ra release_flags <<<"${RELEASE_FLAGS:--c release --static-swift-stdlib --explicit-target-dependency-import-check error}"

for tool in hyperfine sqlite3 curl /usr/bin/time valgrind; do
    command -v "$tool" >/dev/null || { echo "error: $tool is missing; \`make bench\` installs it." >&2; exit 1; }
done

work="$(mktemp -d "${TMPDIR:-/tmp}/movies-bench.XXXXXX")"
stub_pid=""
cleanup() {
    if [ -n "$stub_pid" ]; then kill "$stub_pid" 2>/dev/null || true; wait "$stub_pid" 2>/dev/null || true; fi
    rm -rf "$work"
}
trap cleanup EXIT
rm -rf "$results"
mkdir -p "$results"

step() { printf '\n== %s\n' "$*" >&2; }

# Quiet builds: the log is shown only when a build fails.
build() {
    local log="$work/build.log"
    if ! "$@" >"$log" 2>&1; then cat "$log" >&2; exit 1; fi
}

step "Building release binaries (the app, then the benchmark executables)"
(cd "$root" && build "$swift" build "${release_flags[@]}" --product movies)
movies="$(cd "$root" && "$swift" build "${release_flags[@]}" --show-bin-path)/movies"
# As `make release` leaves it: in the page cache as large folios, not as the
# linker's 4 KiB pages (0.5 ms of every start; see the script).
"$bench/settle-binary.sh" "$movies"
# The benchmarks are targets of the app's package (sources here, in
# Benchmarks/), built apart so the app's release flags stay the app's.
(cd "$root" && build "$swift" build -c release --scratch-path "$bench/.build" --product MoviesBenchmarks)
(cd "$root" && build "$swift" build -c release --scratch-path "$bench/.build" --product MoviesBenchStub)
bench_bin="$(cd "$root" && "$swift" build -c release --scratch-path "$bench/.build" --show-bin-path)"

# `make release` lays out the functions a start-up runs as this list says
# (see the Makefile); names the code no longer has are skipped, so a stale list
# costs speed, never correctness. Say how much of it still names something.
order="$bench/startup-order.txt"
if [ -f "$order" ] && command -v nm >/dev/null; then
    listed="$(LC_ALL=C sort -u "$order" | wc -l)"
    present="$(nm "$movies" 2>/dev/null | awk '{ print $NF }' | LC_ALL=C sort -u | LC_ALL=C comm -12 - <(LC_ALL=C sort -u "$order") | wc -l)"
    echo "$present of $listed" >"$results/startup-order-names.txt"
    echo "startup order: $present of $listed names still in the binary" >&2
    [ $((present * 10)) -ge $((listed * 9)) ] ||
        echo "note: the start-up order is stale (under 90 % of its names left); \`make startup-order\` rewrites it." >&2
fi

step "Machine"
{
    echo "cpu: $(lscpu | sed -n 's/^Model name: *//p' | head -1), $(nproc) cores"
    echo "memory: $(free -m | awk '/^Mem:/ { printf "%.1f GiB", $2 / 1024 }')"
    echo "system: $(uname -sr)"
    echo "swift: $("$swift" --version 2>/dev/null | head -1)"
    echo "load average at start: $(cut -d' ' -f1-3 /proc/loadavg)"
} | tee "$results/machine.txt" >&2

# Starts the TMDB stub on a free port of 127.0.0.1; sets stub_pid and port.
start_stub() {
    rm -f "$work/stub.port"
    "$bench_bin/MoviesBenchStub" >"$work/stub.port" &
    stub_pid=$!
    for _ in $(seq 100); do [ -s "$work/stub.port" ] && break; sleep 0.05; done
    port="$(head -1 "$work/stub.port")"
    [ -n "$port" ] || { echo "error: the stub did not start" >&2; exit 1; }
}

step "Starting the TMDB stub on 127.0.0.1"
start_stub
export TMDB_BASE_URL="http://127.0.0.1:$port"
unset TMDB_API_KEY TMDB_ACCESS_TOKEN MOVIES_LOG MOVIES_CACHE_LIMIT
echo "stub: $TMDB_BASE_URL" >&2

# `make release` links with flags of its own (lld, a symbol order, packed
# relocations): a link that breaks the binary must fail here, before any figure.
step "Smoke test of the release binary: --help, a cold search, the same search from the cache"
smoke_failed() { echo "error: the release binary failed its smoke test: $*" >&2; exit 1; }
"$movies" --help >"$work/smoke-help.txt" 2>&1 || smoke_failed "movies --help exited with $?"
grep -q "^USAGE: movies " "$work/smoke-help.txt" || smoke_failed "movies --help printed no usage"
MOVIES_CACHE_DIR="$work/smoke" "$movies" search "$query" >"$work/smoke-cold.txt" 2>&1 ||
    smoke_failed "movies search $query exited with $?: $(head -3 "$work/smoke-cold.txt")"
grep -q "^Search: $query — page 1 of " "$work/smoke-cold.txt" && grep -q "^ 1\. " "$work/smoke-cold.txt" ||
    smoke_failed "movies search $query printed no page of results: $(head -3 "$work/smoke-cold.txt")"
MOVIES_CACHE_DIR="$work/smoke" "$movies" search "$query" --offline >"$work/smoke-hit.txt" 2>&1 ||
    smoke_failed "movies search $query --offline exited with $?: $(head -3 "$work/smoke-hit.txt")"
# The same rows; only the status line (live / cached) differs.
[ "$(sed '$d' "$work/smoke-cold.txt")" = "$(sed '$d' "$work/smoke-hit.txt")" ] ||
    smoke_failed "the cached search printed other rows than the cold one"
echo "ok: --help, cold search, cache hit" >&2

timing() {
    local name="$1"; shift
    hyperfine -N --style basic --warmup 5 --runs "$runs" --export-json "$results/$name.json" "$@"
}

# A ratio's two sides, timed in alternating rounds (ours first, then theirs
# first, …) so that the load of this shared machine falls on both alike; the
# table pools each side's runs. The load average is kept with the figures.
# Usage: paired NAME OURS_PREPARE OURS_COMMAND THEIRS_COMMAND
paired() {
    local name="$1" prepare="$2" ours="$3" theirs="$4"
    local rounds="${BENCH_ROUNDS:-5}"
    local per=$(( (runs + rounds - 1) / rounds ))
    cut -d' ' -f1 /proc/loadavg >"$results/$name.load.txt"
    for round in $(seq "$rounds"); do
        local sides=(ours theirs)
        [ $((round % 2)) -eq 0 ] && sides=(theirs ours)
        for side in "${sides[@]}"; do
            if [ "$side" = ours ]; then
                hyperfine -N --style none --warmup 2 --runs "$per" --prepare "$prepare" \
                    --export-json "$results/$name-ours.round$round.json" "$ours" >/dev/null
            else
                hyperfine -N --style none --warmup 2 --runs "$per" \
                    --export-json "$results/$name-theirs.round$round.json" "$theirs" >/dev/null
            fi
        done
    done
    cut -d' ' -f1 /proc/loadavg >>"$results/$name.load.txt"
    echo "$name: $rounds rounds of $per runs a side, load average $(paste -sd' ' "$results/$name.load.txt" | sed 's/ / → /')" >&2
}

# Instructions one run executes (valgrind's callgrind): the same whatever the
# load, so each start-up cost can be followed from run to run.
instructions() {
    local name="$1"; shift
    # The profile is kept for the start-up breakdown (Benchmarks/startup-breakdown.sh).
    valgrind --tool=callgrind --callgrind-out-file="$results/callgrind-$name.out" "$@" 2>&1 >/dev/null |
        sed -n 's/^==[0-9]*== Collected : //p' >"$results/instructions-$name.txt"
}

# Peak RSS in KiB of ten runs, one a line; `$prepare` runs before each.
peak_memory() {
    local name="$1" prepare="$2"; shift 2
    for _ in $(seq 10); do
        eval "$prepare"
        /usr/bin/time -v "$@" 2>&1 >/dev/null | sed -n 's/^\s*Maximum resident set size (kbytes): //p'
    done >"$results/$name.txt"
}

step "Cold start: movies --help"
timing help "$movies --help"

step "Cached search: movies search $query --offline vs the sqlite3 CLI reading the same row, paired"
export MOVIES_CACHE_DIR="$work/cache"
"$movies" search "$query" >/dev/null
database="$MOVIES_CACHE_DIR/cache.sqlite3"
key="$(sqlite3 "$database" "SELECT key FROM responses WHERE key LIKE '%/3/search/movie?%' LIMIT 1")"
[ -n "$key" ] || { echo "error: the online search left nothing in the cache" >&2; exit 1; }
sqlite_read="sqlite3 -readonly $database \"SELECT body FROM responses WHERE key = '$key'\""
paired pair-cached true "$movies search $query --offline" "$sqlite_read"
peak_memory rss-cached-search ":" "$movies" search "$query" --offline
instructions cached-search "$movies" search "$query" --offline
instructions sqlite3 sqlite3 -readonly "$database" "SELECT body FROM responses WHERE key = '$key'"

step "Cold search against the stub (empty cache folder each run) vs curl -s of the same URL, paired"
export MOVIES_CACHE_DIR="$work/cold"
url="${key#GET }"
paired pair-cold "rm -rf $MOVIES_CACHE_DIR" "$movies search $query" "curl -s $url"
peak_memory rss-cold-search 'rm -rf "$MOVIES_CACHE_DIR"' "$movies" search "$query"
rm -rf "$MOVIES_CACHE_DIR"
instructions cold-search "$movies" search "$query"
instructions curl curl -s "$url"
unset MOVIES_CACHE_DIR

kill "$stub_pid" 2>/dev/null || true
wait "$stub_pid" 2>/dev/null || true
stub_pid=""

step "Library of 20,000 films: movies import of a Letterboxd CSV (by tmdbID), movies watchlist printing every row"
library_csv="$work/library-20000.csv"
awk 'BEGIN {
    print "LetterboxdURI,tmdbID,imdbID,Title,Year,Directors,Rating,Rating10,WatchedDate,Rewatch,Tags,Review"
    for (id = 1; id <= 20000; id++) {
        title = "Film number " id " of a heavy Letterboxd user"
        printf ",%d,,%s,%d,,,,,,watchlist,\n", id, title, 1950 + id % 70
        printf ",%d,,%s,%d,,%.1f,,2020-02-%02d,false,,\n", id, title, 1950 + id % 70, (1 + id % 10) / 2, 1 + id % 28
    }
}' >"$library_csv"
export MOVIES_DATA_DIR="$work/library" MOVIES_CACHE_DIR="$work/library-cache"
# The embedded catalogue (the stub is gone): films named by tmdbID need no request.
unset TMDB_BASE_URL
hyperfine -N --style basic --warmup 1 --runs 10 --prepare "rm -rf $MOVIES_DATA_DIR" \
    --export-json "$results/library-import.json" "$movies import $library_csv"
"$movies" import "$library_csv" >/dev/null 2>&1
[ "$("$movies" watchlist | wc -l)" -eq 20001 ] || { echo "error: the library does not hold 20,000 films" >&2; exit 1; }
stat -c %s "$MOVIES_DATA_DIR/library.sqlite3" >"$results/library-file-bytes.txt"
timing library-watchlist "$movies watchlist"
library_dir="$MOVIES_DATA_DIR"

step "Stats over 20,000 viewings of catalogue films (each film's facts recorded by 'movies rate')"
# The catalogue's films (entries of the form {"id": N, "title": …}), each seen
# on up to 59 different days of 2024 until 20,000 viewings, every other one rated.
stats_csv="$work/stats-20000.csv"
grep -o '{"id": [0-9]*, "title"' "$root/Resources/catalogue.json" | grep -o '[0-9][0-9]*' | sort -un | awk '
    BEGIN { split("31 29 31 30 31 30 31 31 30 31 30 31", days, " ")
            print "LetterboxdURI,tmdbID,imdbID,Title,Year,Directors,Rating,Rating10,WatchedDate,Rewatch,Tags,Review" }
    { ids[n++] = $1 }
    END {
        count = 0
        for (j = 0; j < 59 && count < 20000; j++) for (i = 0; i < n && count < 20000; i++) {
            day = (i + j * 6) % 366; month = 1
            while (day >= days[month]) { day -= days[month]; month++ }
            rating = (count % 2) ? sprintf("%.1f", (1 + (i + j) % 10) / 2) : ""
            printf ",%d,,,,,%s,,2024-%02d-%02d,,,\n", ids[i], rating, month, day + 1
            count++
        }
    }' >"$stats_csv"
export MOVIES_DATA_DIR="$work/stats-library" MOVIES_CACHE_DIR="$work/stats-cache"
rm -rf "$MOVIES_DATA_DIR"
"$movies" import "$stats_csv" >/dev/null 2>&1
for id in $(sqlite3 "$MOVIES_DATA_DIR/library.sqlite3" "SELECT tmdb_id FROM films"); do "$movies" rate "$id" 4 >/dev/null 2>&1; done
[ "$("$movies" stats --year 2024 --json | grep -c '"viewings" : 20000')" -eq 1 ] || { echo "error: the stats library does not hold 20,000 viewings" >&2; exit 1; }
timing library-stats "$movies stats --year 2024"
unset MOVIES_DATA_DIR MOVIES_CACHE_DIR
# The same films as if added one by one (an import adds them all at one moment).
library_by_hand="$work/library-by-hand"
cp -r "$library_dir" "$library_by_hand"
sqlite3 "$library_by_hand/library.sqlite3" "UPDATE watchlist SET added_at = added_at - tmdb_id * 1000"
unset MOVIES_DATA_DIR MOVIES_CACHE_DIR

step "Letterboxd account export of 3,500 rows (diary, watched, ratings, watchlist) matched by title against the embedded catalogue"
letterboxd_zip="$work/letterboxd-3500.zip"
python3 - "$root/Resources/catalogue.json" "$letterboxd_zip" <<'PY'
import json, sys, zipfile
films = [(m["title"], (m.get("release_date") or "")[:4]) for m in json.load(open(sys.argv[1]))["movies"]]
def title(i):
    name, year = films[i % len(films)]
    # Every fourth title written as a person types it: lower case, which the matcher folds.
    return (name.lower() if i % 4 == 3 else name), year
def rows(header, count, make):
    lines = [header] + [make(i) for i in range(count)]
    return "\n".join(lines) + "\n"
def quoted(text):
    return '"' + text.replace('"', '""') + '"'
uri = "https://boxd.it/{}"
with zipfile.ZipFile(sys.argv[2], "w", zipfile.ZIP_DEFLATED) as archive:
    archive.writestr("diary.csv", rows("Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date", 2800, lambda i:
        "2024-{:02d}-{:02d},{},{},{},{},{},{},2024-{:02d}-{:02d}".format(1 + i % 12, 1 + i % 28, quoted(title(i)[0]), title(i)[1], uri.format(i),
            (1 + i % 10) / 2, "Yes" if i >= len(films) else "", "cinema" if i % 3 == 0 else "", 1 + i % 12, 1 + i % 28)))
    archive.writestr("watched.csv", rows("Date,Name,Year,Letterboxd URI", len(films), lambda i:
        "2024-01-01,{},{},{}".format(quoted(title(i)[0]), title(i)[1], uri.format(10000 + i))))
    archive.writestr("ratings.csv", rows("Date,Name,Year,Letterboxd URI,Rating", 300, lambda i:
        "2024-02-01,{},{},{},{}".format(quoted(title(i)[0]), title(i)[1], uri.format(20000 + i), (1 + i % 10) / 2)))
    archive.writestr("watchlist.csv", rows("Date,Name,Year,Letterboxd URI", 3500 - 2800 - len(films) - 300, lambda i:
        "2024-03-01,{},{},{}".format(quoted(title(i + 7)[0]), title(i + 7)[1], uri.format(30000 + i))))
PY
export MOVIES_DATA_DIR="$work/letterboxd-library" MOVIES_CACHE_DIR="$work/letterboxd-cache"
hyperfine -N --style basic --warmup 1 --runs 10 --prepare "rm -rf $MOVIES_DATA_DIR" \
    --export-json "$results/letterboxd-import.json" "$movies import $letterboxd_zip"
rm -rf "$MOVIES_DATA_DIR"
"$movies" import "$letterboxd_zip" >"$work/letterboxd-import-report.txt" 2>&1
[ "$("$movies" seen | wc -l)" -gt 300 ] || { echo "error: the Letterboxd import matched too few films" >&2; cat "$work/letterboxd-import-report.txt" >&2; exit 1; }
unset MOVIES_DATA_DIR MOVIES_CACHE_DIR

if [ "${BENCH_BUILD:-0}" = "1" ]; then
    step "Clean debug build and whole test suite on a fresh clone"
    git clone --quiet "$root" "$work/clone"
    seconds_since() { awk -v start="$1" -v end="$(date +%s.%N)" 'BEGIN { print end - start }'; }
    start=$(date +%s.%N)
    (cd "$work/clone" && build "$swift" build --explicit-target-dependency-import-check error)
    seconds_since "$start" >"$results/build-debug.txt"
    # `swift test` builds the test targets, then runs every test.
    start=$(date +%s.%N)
    (cd "$work/clone" && build "$swift" test --explicit-target-dependency-import-check error)
    seconds_since "$start" >"$results/test-suite.txt"
fi

step "In-process benchmarks"
# The stub again, for the details with every appended part (issue #23).
start_stub
BENCH_TMDB_BASE_URL="http://127.0.0.1:$port" \
    "$bench_bin/MoviesBenchmarks" --results "$results" --movies "$movies" --library "$library_dir" --library-by-hand "$library_by_hand" \
    --diary "$library_dir"
kill "$stub_pid" 2>/dev/null || true
wait "$stub_pid" 2>/dev/null || true
stub_pid=""
echo >&2
echo "Table (Markdown): $results/table.md; hyperfine exports and machine.txt beside it." >&2
