import Testing
@testable import MoviesApp

/// Commands held in environment variables (the editor, the video player)
/// are split into words as a shell splits them, and never run by one.
@Suite struct ShellWordsTests {
    @Test func aCommandIsSplitAsAShellSplitsWords_withNothingExpanded() {
        #expect(ShellWords.split("code --wait") == ["code", "--wait"])
        #expect(ShellWords.split("  vim\t-f  ") == ["vim", "-f"])
        #expect(ShellWords.split(#"'/opt/My Editor/bin/ed' -c "set tw=72" a\ b"#) == ["/opt/My Editor/bin/ed", "-c", "set tw=72", "a b"])
        #expect(ShellWords.split(#""say \"hi\" \n" '\n' x""y ''"#) == [#"say "hi" \n"#, #"\n"#, "xy", ""])
        #expect(ShellWords.split("ed $HOME ~/x `id` ;rm") == ["ed", "$HOME", "~/x", "`id`", ";rm"])
        #expect(ShellWords.split("") == [])
        for unclosed in ["vim 'a", #"vim "a"#, #"vim a\"#] {
            #expect(ShellWords.split(unclosed) == nil, "\(unclosed)")
        }
    }

    @Test func thePlayersQuotedOptionStaysOneWord_andTheAddressComesLast() {
        let address = "https://www.youtube.com/watch?v=YoHD9XEInc0"
        let browser = BrowserLauncher(browserVariable: nil)
        let player = VideoPlayerLauncher(playerVariable: #"mpv --title="A film" --fs"#, browser: browser)
        #expect(player.playerCommand(for: address) == ["mpv", "--title=A film", "--fs", address])
        for unusable in [nil, "", "   ", "mpv 'a"] {
            #expect(VideoPlayerLauncher(playerVariable: unusable, browser: browser).playerCommand(for: address) == nil, "\(String(describing: unusable))")
        }
    }
}
