import Townsquare

/// Shows the post it was built for and opens its author's profile.
@MainActor
final class PostDetailPresenter {
  /// Weak: the view owns the presenter.
  weak var view: (any PostDetailViewInput)?
  private let interactor: any PostDetailInteractorInput
  private let wireframe: any PostDetailWireframeInput
  private let postID: Int
  private var post: Post?

  init(
    interactor: any PostDetailInteractorInput, wireframe: any PostDetailWireframeInput,
    postID: Int
  ) {
    self.interactor = interactor
    self.wireframe = wireframe
    self.postID = postID
  }
}

extension PostDetailPresenter: PostDetailViewOutput {
  func viewIsReady() {
    // Ids are checked before this module is built (a Feed row, a validated link).
    post = interactor.post(id: postID)
    guard let post else { return }
    view?.display(title: post.title, byline: interactor.byline(of: post))
  }

  func didTapAuthor() {
    guard let post else { return }
    wireframe.openUserProfile(userID: post.authorID)
  }
}
