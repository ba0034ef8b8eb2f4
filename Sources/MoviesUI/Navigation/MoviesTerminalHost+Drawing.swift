public import TextUI

/// Frames: the screens, the overlays over them and their pictures, written
/// as the difference from the last frame.
extension MoviesTerminalHost {
    /// Shows the screens' placed pictures with `encoding` from now on (`nil`:
    /// their cells stay blank), sized for cells of `cellPixelSize` pixels;
    /// what the previous encoding showed is taken away.
    public func showPictures(with encoding: (any PictureEncoding)?, cellPixelSize: Size) {
        let removal = renderer.showPictures(with: encoding, cellPixelSize: cellPixelSize)
        if !removal.isEmpty { terminal.write(removal) }
        if let pictureRestoreMode { terminal.switchOff(pictureRestoreMode) }
        pictureRestoreMode = nil
        // Pictures the terminal keeps apart from the text are deleted however
        // the program ends, a crash included, as the other modes are undone.
        if let encoding, encoding.keepsPicturesApart, !encoding.forgetAll.isEmpty {
            let mode = TerminalMode(name: "pictures", on: [], off: encoding.forgetAll)
            if terminal.switchOn(mode) { pictureRestoreMode = mode }
        }
        setNeedsDisplay()
    }

    /// The theme's shared settings (background, pictures) changed: every
    /// screen is drawn again in full.
    public func appearanceDidChange() {
        renderer.invalidate()
        setNeedsDisplay()
    }

    /// Draws the current screens and writes only what changed since the last frame.
    public func draw() {
        // The user's editor has the screen; the whole of it is drawn after.
        guard !isTerminalLent else { return }
        frameCount += 1
        // A window larger than a buffer holds is drawn in its top-left part.
        var buffer = ScreenBuffer(size: size)
        if buffer.size.width < Self.minimumSize.width || buffer.size.height < Self.minimumSize.height {
            drawTooSmallMessage(into: &buffer)
        } else {
            navigator.draw(into: &buffer, in: buffer.bounds)
            navigator.top?.scaffold.drawPicker(into: &buffer, in: buffer.bounds)
            helpOverlay?.draw(into: &buffer, in: buffer.bounds)
        }
        terminal.write(renderer.render(buffer))
        encodePictures()
    }

    /// Runs the encodings the last frame's pictures wait for on other
    /// threads, and draws again as each comes back.
    func encodePictures() {
        for job in renderer.takePictureJobs() {
            Task.detached(priority: .userInitiated) { [weak self] in
                let bytes = job.run()
                await self?.store(job, bytes: bytes)
            }
        }
    }

    func store(_ job: PictureEncodingJob, bytes: [UInt8]) {
        renderer.storePicture(job, bytes: bytes)
        setNeedsDisplay()
    }

    func drawTooSmallMessage(into buffer: inout ScreenBuffer) {
        let minimum = "\(Self.minimumSize.width)×\(Self.minimumSize.height)"
        let candidates = ["Enlarge the window to at least \(minimum).", "Enlarge the window (\(minimum)).", "Too small", "…"]
        let width = buffer.size.width
        let message = candidates.first { DisplayWidth.of($0) <= width } ?? ""
        let x = max(0, (width - DisplayWidth.of(message)) / 2)
        buffer.write(message, at: Point(x: x, y: buffer.size.height / 2), maxWidth: width)
    }
}
