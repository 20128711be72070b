/// Where the Home tab goes from the Feed.
@MainActor
protocol FeedWireframeInput: AnyObject {
  func openPostDetail(postID: Int)
  /// Makes the Home stack `[Feed > PostDetail(postID)]` in one change, keeping this Feed.
  func setStackToPostDetail(postID: Int)
  /// Makes the Home stack `[Feed > UserProfile(userID)]` in one change, keeping this Feed.
  func setStackToUserProfile(userID: Int)
}

/// What MainTabs asks of the Home tab for a deep link.
@MainActor
protocol FeedModuleInput: AnyObject {
  func showPost(id: Int)
  func showUser(id: Int)
}
