public import TextUI

/// One row of the key table: the keys, what they do, and how to say so.
public struct KeyBinding: Sendable {
    /// The keys that give the command, as the terminal decodes them.
    public let keys: [Key]
    /// The keys as people write them, such as `↑ k`.
    public let label: String
    public let command: KeyCommand
    public let group: KeyGroup
    /// What the keys do, in a few words (`move up`).
    public let summary: String
    /// How the footer offers it (`↑↓ scroll`); `nil` keeps it out of the footer.
    public let footerText: String?

    public init(_ keys: [Key], _ label: String, _ command: KeyCommand, _ group: KeyGroup, _ summary: String, footer: String? = nil) {
        self.keys = keys
        self.label = label
        self.command = command
        self.group = group
        self.summary = summary
        self.footerText = footer
    }
}
