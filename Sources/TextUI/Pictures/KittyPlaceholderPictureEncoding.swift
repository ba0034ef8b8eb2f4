/// Kitty pictures inside tmux: the picture travels through tmux's
/// passthrough (`set -g allow-passthrough on`) as a virtual placement, and
/// the cells that show it are text (Unicode placeholders), so tmux scrolls,
/// clips and redraws them like any text.
public struct KittyPlaceholderPictureEncoding: PictureEncoding {
    public init() {}

    public var keepsPicturesApart: Bool { true }

    /// Ids travel as the placeholders' foreground colour: an indexed colour
    /// reaches the terminal unchanged whatever the colour mode, where a
    /// 24-bit one would be approximated on a 256-colour terminal.
    public var maximumID: UInt32 { 255 }

    public func show(_ picture: Picture, id: UInt32, placement: UInt32, cells: Size, pixelSize: Size) -> [UInt8] {
        let sized = PictureSizing.pixels(of: picture, fitting: pixelSize)
        return KittyGraphics.transmit(
            width: sized.width, height: sized.height, pixels: sized.pixels, imageID: id,
            columns: cells.width, rows: cells.height, placement: .virtual, tmuxPassthrough: true
        )
    }

    public func remove(id: UInt32, placement: UInt32) -> [UInt8] {
        KittyGraphics.delete(imageID: id, tmuxPassthrough: true)
    }

    /// Virtual placements go with their ids only; the placeholder cells a
    /// full redraw repaints take the pictures off the screen anyway.
    public var removeAll: [UInt8] { [] }

    public func placeholderCells(id: UInt32, placement: UInt32, cells: Size) -> (rows: [[String]], style: Style)? {
        let rows = KittyPlaceholder.rows(imageID: id, columns: cells.width, rows: cells.height)
        guard rows.count == cells.height else { return nil }
        return (rows.map { $0.map(String.init) }, Style(foreground: KittyPlaceholder.foreground(imageID: id)))
    }
}
