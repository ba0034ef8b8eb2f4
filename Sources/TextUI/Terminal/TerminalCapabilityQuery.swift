/// The queries that find out what a terminal can do, sent in one batch right
/// after the first frame (see `TerminalCapabilityProbe`).
///
/// Every terminal ignores what it does not understand, and the replies come
/// back in the order asked; primary device attributes go last because every
/// terminal answers them, so their reply ends the batch: anything not
/// answered by then is not supported.
///
/// Inside tmux (`TMUX` set), tmux answers XTVERSION, device attributes and
/// the background colour itself, and the kitty query reaches the terminal
/// outside only through tmux's passthrough (`ESC P tmux; …` with every Esc
/// doubled), which tmux 3.3 and later drop unless the user allows it:
///
///     set -g allow-passthrough on
///
/// in `~/.tmux.conf`. Without it no kitty reply comes and pictures fall back
/// to what tmux itself reports (sixel where tmux was built with it).
public enum TerminalCapabilityQuery {
    /// The image id of the kitty query, so its reply can be told from others.
    public static let kittyImageID = 31

    /// Kitty graphics: asks whether a one-pixel RGB image would be accepted
    /// (`a=q`: nothing is stored or shown). Answered `APC G i=31 ; OK ST`.
    public static let kittyGraphics = Array("\u{1B}_Gi=\(kittyImageID),s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\".utf8)
    /// XTVERSION: the terminal's name and version, `DCS > | text ST`.
    public static let terminalVersion = Array("\u{1B}[>0q".utf8)
    /// The size of a cell in pixels, `CSI 6 ; height ; width t`.
    public static let cellPixelSize = Array("\u{1B}[16t".utf8)
    /// OSC 11: the background colour, `OSC 11 ; rgb:RRRR/GGGG/BBBB` ended by BEL or ST.
    public static let backgroundColor = Array("\u{1B}]11;?\u{1B}\\".utf8)
    /// Primary device attributes (DA1), `CSI ? 62 ; 4 ; … c`: 4 is sixel.
    public static let deviceAttributes = Array("\u{1B}[c".utf8)

    /// Every query in one write, device attributes last.
    /// - Parameter insideTmux: Wrap the kitty query in tmux's passthrough.
    public static func batch(insideTmux: Bool) -> [UInt8] {
        let kitty = insideTmux ? tmuxPassthrough(kittyGraphics) : kittyGraphics
        return kitty + terminalVersion + cellPixelSize + backgroundColor + deviceAttributes
    }

    /// `bytes` as tmux passes them to the terminal outside: in a DCS
    /// addressed to tmux, with every Esc doubled.
    public static func tmuxPassthrough(_ bytes: [UInt8]) -> [UInt8] {
        var wrapped = Array("\u{1B}Ptmux;".utf8)
        for byte in bytes {
            if byte == 0x1B { wrapped.append(0x1B) }
            wrapped.append(byte)
        }
        return wrapped + Array("\u{1B}\\".utf8)
    }
}
