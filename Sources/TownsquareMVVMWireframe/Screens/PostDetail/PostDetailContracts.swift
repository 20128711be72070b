/// Where PostDetail goes: its author's profile, pushed on the same stack.
@MainActor
protocol PostDetailWireframeInput: AnyObject {
  func openUserProfile(userID: Int)
}
