/// A recipes app in the storyboard MVC style: view controllers decide their own navigation —
/// segues prepared in `prepare(for:sender:)`, storyboard instantiation with a cast, direct
/// pushes and presents, `show(_:sender:)` and `showDetailViewController(_:sender:)` — over the
/// app's own base class, and a tab bar controller that builds its tabs.
///
/// The expected graph, by hand:
/// - RootTabBarController (the storyboard's initial controller: no code makes it the root, so
///   nothing comes from the launch) sets its tabs: RecipeList and Favorites.
/// - RecipeList: the storyboard segue to RecipeDetail (its cast in prepare(for:sender:)); the
///   filter button presents Filter from the storyboard (`as! FilterViewController`).
/// - RecipeDetail: the "cook" button pushes CookingSteps; "author" shows AuthorProfile.
/// - Filter: "apply" dismisses back to RecipeList.
/// - CookingSteps: "done" pops to the root of its stack, RecipeList.
/// - Favorites: a row shows RecipeDetail as the split view's detail.
enum MVCFixture {
  static let sources: [(path: String, text: String)] = [
    (
      "Recipes/Base/BaseViewController.swift",
      """
      import UIKit

      class BaseViewController: UIViewController {
        var analyticsName: String { String(describing: type(of: self)) }

        override func viewDidAppear(_ animated: Bool) {
          super.viewDidAppear(animated)
          Analytics.track(analyticsName)
        }
      }

      enum Analytics {
        static func track(_ name: String) {}
      }

      """
    ),
    (
      "Recipes/RootTabBarController.swift",
      """
      import UIKit

      final class RootTabBarController: UITabBarController {
        override func viewDidLoad() {
          super.viewDidLoad()
          let list = UIStoryboard(name: "Main", bundle: nil)
            .instantiateViewController(withIdentifier: "RecipeList") as! RecipeListViewController
          viewControllers = [
            UINavigationController(rootViewController: list),
            UINavigationController(rootViewController: FavoritesViewController()),
          ]
        }
      }

      """
    ),
    (
      "Recipes/RecipeListViewController.swift",
      """
      import UIKit

      final class RecipeListViewController: BaseViewController {
        private var recipes: [Recipe] = []

        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
          if segue.identifier == "showRecipe",
            let detail = segue.destination as? RecipeDetailViewController,
            let recipe = sender as? Recipe
          {
            detail.recipe = recipe
          }
        }

        @IBAction func filterTapped(_ sender: Any) {
          let filter = storyboard?.instantiateViewController(withIdentifier: "Filter")
            as! FilterViewController
          filter.onApply = { [weak self] in self?.reload() }
          present(filter, animated: true)
        }

        private func reload() {}
      }

      """
    ),
    (
      "Recipes/RecipeDetailViewController.swift",
      """
      import UIKit

      final class RecipeDetailViewController: BaseViewController {
        var recipe: Recipe?

        @IBAction func cookTapped(_ sender: UIButton) {
          guard let recipe else { return }
          let steps = CookingStepsViewController(steps: recipe.steps)
          navigationController?.pushViewController(steps, animated: true)
        }

        @IBAction func authorTapped(_ sender: UIButton) {
          show(AuthorProfileViewController(name: recipe?.author ?? ""), sender: self)
        }
      }

      """
    ),
    (
      "Recipes/FilterViewController.swift",
      """
      import UIKit

      final class FilterViewController: BaseViewController {
        var onApply: (() -> Void)?

        @IBAction func applyTapped(_ sender: Any) {
          onApply?()
          dismiss(animated: true)
        }
      }

      """
    ),
    (
      "Recipes/CookingStepsViewController.swift",
      """
      import UIKit

      final class CookingStepsViewController: BaseViewController {
        private let steps: [String]

        init(steps: [String]) {
          self.steps = steps
          super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { fatalError("not from a storyboard") }

        @objc private func doneTapped() {
          navigationController?.popToRootViewController(animated: true)
        }
      }

      final class AuthorProfileViewController: BaseViewController {
        init(name: String) { super.init(nibName: nil, bundle: nil) }
        required init?(coder: NSCoder) { fatalError("not from a storyboard") }
      }

      """
    ),
    (
      "Recipes/FavoritesViewController.swift",
      """
      import UIKit

      final class FavoritesViewController: UITableViewController {
        private var favorites: [Recipe] = []

        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
          let detail = RecipeDetailViewController()
          detail.recipe = favorites[indexPath.row]
          showDetailViewController(detail, sender: self)
        }
      }

      struct Recipe: Codable {
        var title: String
        var author: String
        var steps: [String]
      }

      """
    ),
  ]
}
