/// What one credit adds, in TMDB v3's shape, beside the person (a film's
/// `credits`) or the film (a person's `movie_credits`): its id, and the
/// character and billing order (cast) or the job and department (crew).
struct TMDBCreditRoleFields: Encodable {
    let creditID: String
    let role: CataloguePeopleIndex.Credit.Role

    private enum CodingKeys: String, CodingKey {
        case character
        case creditID = "credit_id"
        case department
        case job
        case order
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(creditID, forKey: .creditID)
        switch role {
        case .cast(let character, let order):
            try container.encode(character, forKey: .character)
            try container.encode(order, forKey: .order)
        case .crew(let job, let department):
            try container.encode(department, forKey: .department)
            try container.encode(job, forKey: .job)
        }
    }
}
