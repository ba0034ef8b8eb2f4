import Foundation
/// One line of the results table: what was measured, the figure, the target
/// and whether the figure meets it (`nil` when there is no target or no figure).
struct Figure {
    let measure: String
    let figure: String
    let target: String
    let isMet: Bool?

    var verdict: String {
        switch isMet {
        case .some(true): "yes"
        case .some(false): "NO"
        case .none: "—"
        }
    }

    /// A figure that was not measured in this run.
    static func notRun(_ measure: String, target: String, reason: String) -> Figure {
        Figure(measure: measure, figure: reason, target: target, isMet: nil)
    }
}

/// How figures are written in the table.
enum FigureFormat {
    static func milliseconds(_ seconds: Double) -> String {
        let ms = seconds * 1000
        return ms < 1 ? String(format: "%.3f ms", ms) : String(format: "%.1f ms", ms)
    }

    static func microseconds(_ seconds: Double) -> String {
        String(format: "%.0f µs", seconds * 1e6)
    }

    static func ratio(_ value: Double) -> String {
        String(format: "%.2f×", value)
    }

    static func millions(_ count: Double) -> String {
        String(format: "%.2f M", count / 1e6)
    }

    static func mebibytes(kibibytes: Double) -> String {
        String(format: "%.1f MiB", kibibytes / 1024)
    }

    static func minutes(_ seconds: Double) -> String {
        String(format: "%d min %02d s", Int(seconds) / 60, Int(seconds) % 60)
    }
}
