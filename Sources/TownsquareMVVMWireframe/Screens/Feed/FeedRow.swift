/// One row of the Feed, as the screen shows it.
struct FeedRow: Equatable {
  let postID: Int
  let title: String
}
