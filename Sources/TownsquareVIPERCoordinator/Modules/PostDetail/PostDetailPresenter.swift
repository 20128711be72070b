import Townsquare

/// Shows the post it was built for, and reports a tap on its author.
@MainActor
final class PostDetailPresenter {
  /// Weak: the view owns the presenter.
  weak var view: (any PostDetailViewInput)?
  private let interactor: any PostDetailInteractorInput
  private weak var output: (any PostDetailModuleOutput)?
  private let postID: Int
  private var post: Post?

  init(interactor: any PostDetailInteractorInput, output: any PostDetailModuleOutput, postID: Int) {
    self.interactor = interactor
    self.output = output
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
    output?.postDetailModule(didSelectAuthor: post.authorID)
  }
}
