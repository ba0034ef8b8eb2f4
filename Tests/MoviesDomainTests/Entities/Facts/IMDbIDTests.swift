import MoviesDomain
import Testing

/// An IMDb id is `tt` and digits, and opens its title page.
struct IMDbIDTests {
    @Test func aValidID_opensItsTitlePage() throws {
        let id = try #require(IMDbID("tt1375666"))
        #expect(id.url == "https://www.imdb.com/title/tt1375666/")
    }

    @Test(arguments: ["", "tt", "tt123456", "nm0634240", "tt1375666/", "tt1375666?x=1", "TT1375666", "tt13756６6", " tt1375666", "tt1234567890123"])
    func anythingElse_isNoID(text: String) {
        #expect(IMDbID(text) == nil)
    }
}
