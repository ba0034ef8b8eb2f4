import TextUI

extension MoviesTerminalHost {
    /// What the form says when this host was given no way to run an editor.
    static let noEditorSentence = "No editor can be started here; type the review in the field."

    /// Lends the terminal to the user's editor for the `L` form's review
    /// (Ctrl-O) and waits for it, off the main actor: the screen and the tty
    /// are as the shell left them, no key is read and nothing is drawn
    /// meanwhile. After, every mode is on again, the form has what came
    /// back, and the whole screen is drawn anew (the event loop draws).
    func lendTerminal(toEdit review: String) async {
        guard let scaffold = navigator.top?.scaffold else { return }
        guard let textEditor else {
            scaffold.receive(edit: .failed(Self.noEditorSentence))
            return
        }
        // Pictures a terminal keeps apart from the text would stay over the editor.
        terminal.write(renderer.removePictures())
        isTerminalLent = true
        terminal.lend()
        let edit = await textEditor.edit(review)
        terminal.takeBack()
        isTerminalLent = false
        // The editor drew over everything, and the window may have changed size.
        size = terminal.size
        renderer.invalidate()
        scaffold.receive(edit: edit)
    }
}
