#!/usr/bin/env bash
# Where a one-shot run's instructions go, from a callgrind profile: the
# start-up breakdown of README "Performance" (issue #24). `make bench` keeps
# the profiles it counts (Benchmarks/.build/results/callgrind-*.out):
#
#   Benchmarks/startup-breakdown.sh Benchmarks/.build/results/callgrind-cached-search.out
#
# Each row is a function's inclusive count (itself and all it calls, on every
# thread). The rows overlap where noted: the Swift runtime's type and
# conformance look-ups happen inside the phases that first need a type.
set -euo pipefail
profile="${1:?usage: startup-breakdown.sh CALLGRIND_OUT}"
command -v callgrind_annotate >/dev/null || { echo "error: callgrind_annotate is missing (valgrind)." >&2; exit 1; }

callgrind_annotate --inclusive=yes --threshold=100 "$profile" 2>/dev/null | awk '
    function count(s) { gsub(",", "", s); return s + 0 }
    /PROGRAM TOTALS/ { total = count($1) }
    # Only whole functions (the object in brackets), not their inlined parts.
    / \[/ {
        n = count($1)
        for (i = 1; i <= rows; i++) if (!(i in found) && index($0, pattern[i])) { found[i] = n; break }
    }
    BEGIN {
        rows = 0
        row("exec, loading and relocation (ld.so, before main)", "rtld.c:_dl_start ")
        row("relocation (at exec, and of libraries dlopen loads)", "dl-reloc.c:_dl_relocate_object ")
        row("static initialisers (Swift runtime, libraries)", "dl-init.c:_dl_init ")
        row("main thread from main (rows below: on any thread)", ":movies_main ")
        row("  SQLite open", ":sqlite3_open_v2 ")
        row("  SQLite statements prepared", ":sqlite3_prepare_v2 ")
        row("  SQLite reads (steps)", ":sqlite3_step ")
        row("  decode (PlainJSONReader, a page)", "PlainJSONReaderV5value2of")
        row("  decode (JSONDecoder)", "JSONDecoderV6decode")
        row("  layout (plain rows)", "PlainTextRendererO5lines_5width")
        row("  layout (truncating titles and overviews)", "LayoutO8truncate_7toWidth")
        row("  write", "write.c:write ")
        row("  libcurl loaded (dlopen of it and its libraries)", "dlopen.c:dlopen@@")
        row("  curl_global_init", ":curl_global_init ")
        row("  the request (curl_easy_perform)", ":curl_easy_perform ")
        row("type metadata from mangled names (within the above)", ":swift_getTypeByMangledName ")
        row("conformance look-ups (within the above)", "swift_conformsToProtocolMaybeInstantiateSuperclasses(swift::TargetMetadata<swift::InProcess> const*, swift::TargetProtocolDescriptor<swift::InProcess> const*, bool) [")
        row("other threads (the async tasks, libdispatch, libcurl)", "pthread_create.c:start_thread ")
        row("exit", "exit.c:exit ")
    }
    function row(label, text) { rows++; name[rows] = label; pattern[rows] = text }
    END {
        printf "%-56s %12s %7s\n", "part", "instructions", "share"
        printf "%-56s %12.3f M %6.1f %%\n", "whole run", total / 1e6, 100
        for (i = 1; i <= rows; i++) if (i in found) printf "%-56s %12.3f M %6.1f %%\n", name[i], found[i] / 1e6, 100 * found[i] / total
    }'
