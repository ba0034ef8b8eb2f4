/// Pictures with the kitty graphics protocol: each one kept by the terminal
/// apart from the text, until deleted by its id.
public struct KittyPictureEncoding: PictureEncoding {
    public init() {}

    public var keepsPicturesApart: Bool { true }

    public func show(_ picture: Picture, id: UInt32, placement: UInt32, cells: Size, pixelSize: Size) -> [UInt8] {
        let sized = PictureSizing.pixels(of: picture, fitting: pixelSize)
        return KittyGraphics.transmit(
            width: sized.width, height: sized.height, pixels: sized.pixels, imageID: id, columns: cells.width, rows: cells.height
        )
    }

    /// Placements go; the data stays for `showAgain` (a screen that comes
    /// back shows its poster without sending it again).
    public func remove(id: UInt32, placement: UInt32) -> [UInt8] {
        KittyGraphics.deletePlacements(imageID: id)
    }

    public var removeAll: [UInt8] { KittyGraphics.deleteAllPlacements() }

    public func showAgain(id: UInt32, placement: UInt32, cells: Size) -> [UInt8]? {
        let bytes = KittyGraphics.display(imageID: id, columns: cells.width, rows: cells.height)
        return bytes.isEmpty ? nil : bytes
    }

    public func forget(id: UInt32) -> [UInt8] {
        KittyGraphics.delete(imageID: id)
    }

    public var forgetAll: [UInt8] { KittyGraphics.deleteAll() }
}
