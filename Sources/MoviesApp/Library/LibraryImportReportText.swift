import MoviesDomain
import TextUI

/// What `movies import` prints: the counts, then every title that was not
/// imported, by name.
enum LibraryImportReportText {
    static func lines(_ report: LibraryImportReport, file: String) -> [String] {
        let counts = report.counts
        let total = counts.new + counts.updated + counts.alreadyPresent
        let films = total == 1 ? "1 film" : "\(total) films"
        var lines: [String] = []
        var tally = "\(counts.new) new, \(counts.updated) updated, \(counts.alreadyPresent) already present"
        // Lists are named only when the file had any that changed something.
        if counts.newLists + counts.updatedLists > 0 {
            let lists = counts.newLists + counts.updatedLists
            tally += "; \(lists == 1 ? "1 list" : "\(lists) lists") (\(counts.newLists) new, \(counts.updatedLists) with more films)"
        }
        if report.dryRun {
            lines.append("Dry run of \(file): would import \(films) (\(tally)); nothing was changed.")
        } else {
            lines.append("Imported \(films) from \(file): \(tally).")
        }
        if !report.ambiguous.isEmpty {
            lines.append("\(report.ambiguous.count) ambiguous (several films fit; add them by TMDB id):")
            lines += report.ambiguous.map { "  \(name($0)): \($0.candidateCount) films fit" }
        }
        if !report.unmatched.isEmpty {
            lines.append("\(report.unmatched.count) unmatched (no film fits):")
            lines += report.unmatched.map { "  \(name($0))" }
        }
        if report.setAsideFiles > 0 {
            let files = report.setAsideFiles == 1 ? "1 file" : "\(report.setAsideFiles) files"
            lines.append("\(files) under deleted/ or orphaned/ left out (entries taken off the Letterboxd account).")
        }
        return lines
    }

    private static func name(_ film: UnmatchedFilm) -> String {
        TextSanitizer.sanitize(film.title) + (film.year.map { " (\($0))" } ?? "")
    }
}
