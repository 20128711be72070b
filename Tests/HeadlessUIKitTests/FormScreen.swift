import Foundation
import HeadlessUIKit

/// A screen with one element of each kind, logging what a user does to it.
@MainActor
final class FormScreen: UIViewController, UITableViewDataSource, UITableViewDelegate {
  let journal: Journal
  var rows: [Int]
  let name = UITextField()
  let status = UILabel()
  let notifications = UISwitch()
  let save = UIButton(type: .system)
  let list = UITableView()

  init(_ screenName: String, rows: [Int] = [1, 2], journal: Journal) {
    self.journal = journal
    self.rows = rows
    super.init()
    self.screenName = screenName
  }

  override func viewDidLoad() {
    name.accessibilityIdentifier = "name"
    name.text = "Ana"
    name.addAction(
      UIAction { [unowned self] _ in log("name is \(name.text ?? "nil")") }, for: .editingChanged)
    status.accessibilityIdentifier = "status"
    status.text = "Ready"
    notifications.accessibilityIdentifier = "notifications"
    notifications.isOn = true
    notifications.addAction(
      UIAction { [unowned self] _ in log("notifications \(notifications.isOn ? "on" : "off")") },
      for: .valueChanged)
    save.accessibilityIdentifier = "save"
    save.setTitle("Save", for: .normal)
    save.addAction(UIAction { [unowned self] _ in log("save tapped") }, for: .touchUpInside)
    list.accessibilityIdentifier = "list"
    list.dataSource = self
    list.delegate = self
    for element in [name, status, notifications, save, list] as [UIView] {
      view.addSubview(element)
    }
  }

  private func log(_ event: String) { journal.log("\(notationName): \(event)") }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    rows.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .default, reuseIdentifier: "post")
    cell.accessibilityIdentifier = "post-\(rows[indexPath.row])"
    cell.textLabel?.text = "Post \(rows[indexPath.row])"
    return cell
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    log("row \(indexPath.row) of section \(indexPath.section)")
  }
}
