/// The data a fresh install starts with (DESIGN.md, "Townsquare, the app").
public enum Seed {
  public static let users: [User] = [
    User(
      id: 1, name: "Ana Lima", email: "ana@example.com", password: "secret1", bio: "iOS developer"),
    User(
      id: 2, name: "Ben Okafor", email: "ben@example.com", password: "hunter22", bio: "Designer"),
    User(
      id: 3, name: "Chen Wei", email: "chen@example.com", password: "passw0rd",
      bio: "Product manager"),
  ]

  public static let posts: [Post] = [
    Post(id: 1, authorID: 2, title: "Coordinators in practice"),
    Post(id: 2, authorID: 3, title: "VIPER at scale"),
    Post(id: 3, authorID: 1, title: "Routers are the how"),
    Post(id: 4, authorID: 2, title: "Testing navigation without UI"),
  ]

  /// The seeded users' emails in id order; a scenario's `given logged-in` must name one of them.
  public static let emails: [String] = users.map(\.email)
}
