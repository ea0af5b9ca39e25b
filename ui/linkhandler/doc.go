// Package linkhandler makes Cego the handler of clicked cego:// invitation
// links, without a window and without Fyne:
//
//   - Registration (registry.go, register_windows.go): on Windows the
//     program registers itself as the cego URL protocol under
//     HKEY_CURRENT_USER\Software\Classes\cego when the key is missing or
//     names another program file (WindowsValues, Stale say what and when;
//     Register writes it). On Linux the desktop file registers the scheme
//     (FyneApp.toml, .ci/dist); on macOS nothing does (docs/NETWORK.md).
//   - Forwarding (forward.go): a link clicked while Cego runs starts a
//     second program; Send hands the link to the running one, which
//     Listen's Receiver passes on, and the second ends. The channel is
//     one only the same user reaches: a Unix socket in a private folder
//     (forward_unix.go), on Windows a loopback TCP port with a random
//     token in a file of the config folder (forward_tcp.go). What arrives
//     is untrusted: ParseMessage accepts only a well-formed invitation.
package linkhandler
