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

    /// One side of a paired measurement: every run of its rounds pooled.
    struct PooledTiming {
        let median: Double
        /// Mean CPU time per run, user plus system.
        let cpu: Double
        let runs: Int
    }

    private struct Runs: Decodable {
        let times: [Double]
        let user: Double
        let system: Double
    }

    private struct RunsExport: Decodable {
        let results: [Runs]
    }

    /// `name-ours.roundN.json` and `name-theirs.roundN.json` (`run.sh`'s
    /// `paired`), each side's runs pooled; `nil` when the pair was not run.
    func pairedTimings(_ name: String) -> (ours: PooledTiming, theirs: PooledTiming)? {
        guard let ours = pooled("\(name)-ours"), let theirs = pooled("\(name)-theirs") else { return nil }
        return (ours, theirs)
    }

    /// The load average when a pair started and when it ended ("1.2 → 2.3").
    func loadAverage(_ name: String) -> String? {
        guard let text = try? String(contentsOf: folder.appendingPathComponent("\(name).load.txt"), encoding: .utf8) else {
            return nil
        }
        let values = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
        return values.isEmpty ? nil : values.joined(separator: " → ")
    }

    private func pooled(_ prefix: String) -> PooledTiming? {
        var times: [Double] = []
        var cpuTotal = 0.0
        for round in 1... {
            guard let data = try? Data(contentsOf: folder.appendingPathComponent("\(prefix).round\(round).json")) else { break }
            guard let runs = (try? JSONDecoder().decode(RunsExport.self, from: data))?.results.first else { return nil }
            times += runs.times
            cpuTotal += (runs.user + runs.system) * Double(runs.times.count)
        }
        guard !times.isEmpty else { return nil }
        times.sort()
        let middle = times.count / 2
        let median = times.count % 2 == 1 ? times[middle] : (times[middle - 1] + times[middle]) / 2
        return PooledTiming(median: median, cpu: cpuTotal / Double(times.count), runs: times.count)
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
