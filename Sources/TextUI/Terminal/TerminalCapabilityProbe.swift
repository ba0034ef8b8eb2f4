/// Works out `TerminalCapabilities` from the terminal's replies to one batch
/// of `TerminalCapabilityQuery` and from the environment.
///
/// A pure state machine: whoever drives it writes `queries`, feeds it every
/// `.reply` event, and stops when `isComplete` (the device attributes came:
/// nothing more is coming) or when its own budget runs out; either way
/// `capabilities(timedOut:)` says what is known.
public struct TerminalCapabilityProbe: Sendable {
    /// Whether the program runs inside tmux.
    public let isInsideTmux: Bool
    /// Whether the device attributes came: every reply of the batch is in.
    public private(set) var isComplete = false

    private let environmentProtocols: Set<TerminalCapabilities.GraphicsProtocol>
    private var kittyAnswered = false
    private var kittyAccepted = false
    private var sixel = false
    private var versionText: String?
    private var replyCellSize: Size?
    private var windowCellSize: Size?
    private var background: RGBColor?

    /// - Parameter environment: The process environment: `TMUX`, and
    ///   `TERM_PROGRAM` / `LC_TERMINAL`, by which iTerm2 and WezTerm (which
    ///   both show iTerm2 images) make themselves known.
    public init(environment: [String: String]) {
        isInsideTmux = !(environment["TMUX"] ?? "").isEmpty
        var protocols: Set<TerminalCapabilities.GraphicsProtocol> = []
        if environment["TERM_PROGRAM"] == "iTerm.app" || environment["LC_TERMINAL"] == "iTerm2"
            || environment["TERM_PROGRAM"] == "WezTerm" {
            protocols.insert(.iTerm2)
        }
        environmentProtocols = protocols
    }

    /// The batch to write, once.
    public var queries: [UInt8] {
        TerminalCapabilityQuery.batch(insideTmux: isInsideTmux)
    }

    /// Cell widths, in pixels, that a terminal's font can have.
    public static let plausibleCellPixelWidths = 2...256
    /// Cell heights, in pixels, that a terminal's font can have.
    public static let plausibleCellPixelHeights = 4...512

    /// `cell` when a character cell can be that many pixels; `nil` otherwise.
    /// A tty or a reply may say anything (65535 pixels across 80 columns is
    /// 819 a cell), and the cell size scales every picture sent: nonsense is
    /// ignored as if nothing had been said.
    public static func plausibleCellPixelSize(_ cell: Size) -> Size? {
        plausibleCellPixelWidths.contains(cell.width) && plausibleCellPixelHeights.contains(cell.height) ? cell : nil
    }

    /// Takes the window's pixel size from the tty, when it reports one: the
    /// cell size follows, unless the terminal answers `CSI 16 t` itself.
    /// Inside tmux the tty's pixels are tmux's idea: 16×32 a cell when its
    /// client terminal never said.
    public mutating func noteWindow(pixels: Size?, cells: Size) {
        guard let pixels, cells.width > 0, cells.height > 0 else { return }
        windowCellSize = Self.plausibleCellPixelSize(Size(width: pixels.width / cells.width, height: pixels.height / cells.height))
    }

    /// Takes one reply into account; replies to other questions (a kitty
    /// answer about another image) change nothing.
    public mutating func receive(_ reply: TerminalReply) {
        switch reply {
        case .deviceAttributes(let attributes):
            sixel = attributes.contains(4)
            isComplete = true
        case .terminalVersion(let text):
            versionText = text
        case .kittyGraphics(let imageID, let message):
            guard imageID == nil || imageID == TerminalCapabilityQuery.kittyImageID else { return }
            kittyAnswered = true
            kittyAccepted = message == "OK"
        case .cellPixelSize(let size):
            replyCellSize = Self.plausibleCellPixelSize(size)
        case .backgroundColor(let color):
            background = color
        }
    }

    /// Whether the terminal may have shown some of the queries as text: it
    /// answered the batch but none of the string queries (kitty, XTVERSION,
    /// OSC 11), as a terminal that does not parse string sequences at all
    /// (the Linux console) would. The screen is then worth repainting.
    public var mayHaveShownQueries: Bool {
        isComplete && !kittyAnswered && versionText == nil && background == nil
    }

    /// What is known now.
    /// - Parameter timedOut: The budget ran out before the batch was answered.
    public func capabilities(timedOut: Bool) -> TerminalCapabilities {
        var protocols = environmentProtocols
        if kittyAccepted { protocols.insert(.kitty) }
        if sixel { protocols.insert(.sixel) }
        let (name, version) = versionText.map(Self.nameAndVersion) ?? (nil, nil)
        if let name, name.hasPrefix("iTerm2") || name.hasPrefix("WezTerm") {
            protocols.insert(.iTerm2)
        }
        return TerminalCapabilities(
            graphicsProtocols: protocols,
            cellPixelSize: replyCellSize ?? windowCellSize,
            backgroundColor: background,
            terminalName: name,
            terminalVersion: version,
            isInsideTmux: isInsideTmux,
            source: timedOut && !isComplete ? .timedOut : .answered
        )
    }

    /// What the environment alone tells, when no query is sent.
    public func environmentCapabilities() -> TerminalCapabilities {
        TerminalCapabilities(
            graphicsProtocols: environmentProtocols,
            cellPixelSize: windowCellSize,
            isInsideTmux: isInsideTmux,
            source: .environment
        )
    }

    /// `kitty(0.26.5)`, `XTerm(388)`, `WezTerm 20230408-…`, `tmux 3.3a`.
    static func nameAndVersion(_ text: String) -> (String?, String?) {
        let trimmed = text.trimmingSpaces
        guard !trimmed.isEmpty else { return (nil, nil) }
        if let open = trimmed.firstIndex(of: "("), open > trimmed.startIndex {
            let name = String(trimmed[..<open]).trimmingSpaces
            let rest = trimmed[trimmed.index(after: open)...]
            let version = String(rest.prefix { $0 != ")" }).trimmingSpaces
            return (name, version.isEmpty ? nil : version)
        }
        if let space = trimmed.firstIndex(of: " ") {
            let version = String(trimmed[trimmed.index(after: space)...]).trimmingSpaces
            return (String(trimmed[..<space]), version.isEmpty ? nil : version)
        }
        return (trimmed, nil)
    }
}

private extension String {
    var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
