import Townsquare

/// What the presenter tells the PostDetail screen to show.
@MainActor
protocol PostDetailViewInput: AnyObject {
  func display(title: String, byline: String)
}

/// What the PostDetail screen reports to its presenter.
@MainActor
protocol PostDetailViewOutput: AnyObject {
  func viewIsReady()
  func didTapAuthor()
}

/// Reads only (the posts are local), so there is no interactor output.
@MainActor
protocol PostDetailInteractorInput: AnyObject {
  func post(id: Int) -> Post?
  func byline(of post: Post) -> String
}

@MainActor
protocol PostDetailWireframeInput: AnyObject {
  func openUserProfile(userID: Int)
}
