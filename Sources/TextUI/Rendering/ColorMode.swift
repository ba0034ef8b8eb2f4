/// How many colours the terminal can show, which decides how styles are sent.
public enum ColorMode: Hashable, Sendable, CaseIterable {
    /// No colour codes at all; attributes such as bold and reverse are still
    /// sent, so a selection stays visible (this is what `NO_COLOR` asks for).
    case none
    /// The 16 basic colours; richer colours are approximated.
    case ansi16
    /// The 256-colour palette; 24-bit colours are approximated.
    case ansi256
    /// 24-bit colour.
    case trueColor

    /// The mode suggested by the environment of the process.
    ///
    /// `NO_COLOR` (any non-empty value) wins; then `COLORTERM=truecolor|24bit`;
    /// then a `TERM` naming 256 colours; `TERM=dumb` or no `TERM` means none.
    /// - Parameter environment: Usually `ProcessInfo.processInfo.environment`.
    public init(environment: [String: String]) {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty {
            self = .none
            return
        }
        let colorTerm = environment["COLORTERM"]?.lowercased() ?? ""
        let term = environment["TERM"]?.lowercased() ?? ""
        if term.isEmpty || term == "dumb" {
            self = .none
        } else if colorTerm == "truecolor" || colorTerm == "24bit" {
            self = .trueColor
        } else if term.contains("256color") {
            self = .ansi256
        } else {
            self = .ansi16
        }
    }
}
