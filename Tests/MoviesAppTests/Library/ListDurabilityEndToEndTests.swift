import Foundation
import TestSupport
import Testing

/// The library's guarantees hold for lists: an import of lists killed with
/// SIGKILL leaves all of them or none, and the file intact.
@Suite struct ListDurabilityEndToEndTests {
    @Test func whenAnImportOfListsIsKilledWithSIGKILL_theLibraryHoldsAllOfThemOrNoneAndStaysIntact() async throws {
        // given: an export of 20,000 films on 10 lists, and a list made before
        let sandbox = try EndToEndSandbox()
        let films = 20_000, lists = 10
        let file = try sandbox.write(Self.export(films: films, lists: lists), to: "library.json")
        _ = try await sandbox.succeed(["list", "create", "Before"])
        var outcomes: Set<String> = []

        for delay in [0.0, 0.02, 0.1, 0.25] {
            // when
            let ending = try await sandbox.importKilled(file.path, after: delay)

            // then: the list made before is there, and the import's lists are whole or absent
            let database = sandbox.libraryFile.path
            let counts = try SQLiteShell.query("SELECT (SELECT count(*) FROM lists) || '/' || (SELECT count(*) FROM list_entries)", database: database)
            #expect(counts == "1/0" || counts == "\(lists + 1)/\(films)", "after \(delay) s (\(ending)): \(counts)")
            #expect(try SQLiteShell.integrityCheck(database: database) == "ok")
            outcomes.insert(ending == .killed ? "killed with \(counts)" : "finished")
            if counts != "1/0" { break }
        }
        #expect(outcomes.contains("killed with 1/0"), "no kill landed inside the import: \(outcomes)")
    }

    /// Our JSON export (version 3) of `films` films, spread over `lists` lists in order.
    private static func export(films: Int, lists: Int) -> String {
        let filmObjects = (1...films).map { #"{"id":\#($0),"title":"Film \#($0)","year":2000,"viewings":[]}"# }
        let perList = films / lists
        let listObjects = (0..<lists).map { list in
            let entries = (1...perList).map { index in
                let id = list * perList + index
                return #"{"id":\#(id),"title":"Film \#(id)","year":2000,"note":"Note \#(id)"}"#
            }
            return #"{"name":"List \#(list)","ranked":true,"created_at":"2026-01-01T00:00:00.000Z","films":[\#(entries.joined(separator: ","))]}"#
        }
        return #"{"format":"movies-library","version":3,"films":[\#(filmObjects.joined(separator: ","))],"lists":[\#(listObjects.joined(separator: ","))]}"#
    }
}
