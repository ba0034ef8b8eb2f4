public import TextUI

/// The keys of one screen (or one state of it, such as the query field being
/// edited): which command each key gives, and which four the footer shows.
public struct KeyMap: Sendable {
    /// What the help overlay and the docs call the screen.
    public let title: String
    public let bindings: [KeyBinding]
    /// The commands the footer offers, most important first (four at most,
    /// then "? help").
    public let footer: [KeyCommand]

    public init(title: String, bindings: [KeyBinding], footer: [KeyCommand]) {
        self.title = title
        self.bindings = bindings
        self.footer = footer
    }

    /// The command `key` gives on this screen, if any. A modified key no row
    /// names (Ctrl-↑) gives the command of the key itself, except for
    /// characters: Alt-q is not q.
    public func command(for key: Key) -> KeyCommand? {
        if let command = bindings.first(where: { $0.keys.contains(key) })?.command { return command }
        if case .modified(let base, _) = key {
            if case .character = base { return nil }
            return command(for: base)
        }
        return nil
    }

    /// How the keys of `command` are written (`Ctrl-O`); `nil` when none gives it here.
    public func label(of command: KeyCommand) -> String? {
        bindings.first { $0.command == command }?.label
    }

    /// The closing line of a box drawn over a screen (the picker, the form):
    /// its footer's hints, so the key table names the keys there too.
    var boxClosing: String {
        " " + footerHints().joined(separator: "  ") + " "
    }

    /// The footer's hints, most important first, ending with the help key.
    public func footerHints(excluding hidden: Set<KeyCommand> = []) -> [String] {
        let shown = footer.filter { !hidden.contains($0) }.prefix(4).compactMap { command in
            bindings.first { $0.command == command }?.footerText
        }
        let help = bindings.first { $0.command == .help }?.footerText
        return shown + (help.map { [$0] } ?? [])
    }

    /// This map without the bindings of `commands` (keys a screen does not
    /// offer in its present state, kept out of its help).
    public func removing(_ commands: Set<KeyCommand>) -> KeyMap {
        KeyMap(title: title, bindings: bindings.filter { !commands.contains($0.command) }, footer: footer.filter { !commands.contains($0) })
    }

    /// This map followed by `other`'s bindings that give commands this one
    /// does not already bind to the same key.
    public func adding(_ other: KeyMap) -> KeyMap {
        let taken = Set(bindings.flatMap(\.keys))
        let extra = other.bindings.filter { binding in binding.keys.allSatisfy { !taken.contains($0) } }
        return KeyMap(title: title, bindings: bindings + extra, footer: footer)
    }
}
