import MoviesDomain
import Testing

struct FilmReferenceTests {
    @Test(arguments: [
        ("27205", nil, FilmReference.id(27205)),
        (" 949 ", nil, .id(949)),
        ("Heat", nil, .title("Heat", year: nil)),
        ("Heat (1995)", nil, .title("Heat", year: 1995)),
        ("  Heat   (1995) ", nil, .title("Heat", year: 1995)),
        ("Heat(1995)", nil, .title("Heat", year: 1995)),
        ("Heat", 1995, .title("Heat", year: 1995)),
        ("Heat (1995)", 1995, .title("Heat", year: 1995)),
        ("1917 (2019)", nil, .title("1917", year: 2019)),
        ("(1995)", nil, .title("(1995)", year: nil)),
        ("Heat (95)", nil, .title("Heat (95)", year: nil)),
    ] as [(String, Int?, FilmReference)])
    func aNumberIsAnID_anythingElseATitle_withTheYearInParenthesesOrGivenApart(text: String, year: Int?, expected: FilmReference) {
        #expect(FilmReference.parse(text, year: year) == .success(expected))
    }

    @Test(arguments: [
        ("0", nil, FilmReference.Problem.invalidID),
        ("  ", nil, .empty),
        ("949", 1995, .yearWithID),
        ("Heat (1995)", 1986, .conflictingYears(written: 1995, given: 1986)),
    ] as [(String, Int?, FilmReference.Problem)])
    func whatNamesNoFilm_isAProblem(text: String, year: Int?, expected: FilmReference.Problem) {
        #expect(FilmReference.parse(text, year: year) == .failure(expected))
    }
}
