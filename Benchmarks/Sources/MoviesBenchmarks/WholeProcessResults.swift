import Foundation

/// The figures `run.sh` measured with whole processes, read from its folder:
/// hyperfine's JSON exports, peak RSS in KiB (one run per line), and build times.
struct WholeProcessResults {
    let folder: URL

    /// A hyperfine export's first result.
    struct Timing: Decodable {
        let median: Double
        let user: Double
        let system: Double

        /// Mean CPU time per run, user plus system.
        var cpu: Double { user + system }
    }

    private struct Export: Decodable {
        let results: [Timing]
    }

    /// `name.json`, or `nil` when that measurement was not run.
    func timing(_ name: String) -> Timing? {
        guard let data = try? Data(contentsOf: folder.appendingPathComponent("\(name).json")),
              let export = try? JSONDecoder().decode(Export.self, from: data)
        else { return nil }
        return export.results.first
    }

    /// The median of the numbers in `name.txt`, one a line, or `nil`.
    func medianNumber(_ name: String) -> Double? {
        guard let text = try? String(contentsOf: folder.appendingPathComponent("\(name).txt"), encoding: .utf8) else {
            return nil
        }
        let numbers = text.split(whereSeparator: \.isNewline).compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }.sorted()
        guard !numbers.isEmpty else { return nil }
        let middle = numbers.count / 2
        return numbers.count % 2 == 1 ? numbers[middle] : (numbers[middle - 1] + numbers[middle]) / 2
    }
}
