// Package savescreen is the named saves' dialogs: Save as… (a name asked,
// a save of the same file asked about before it is replaced) and Load…
// (the saves listed with their date, deal and totals, to load or delete).
//
// The window writes and loads the sitting (ui/saves.go); the dialogs list,
// check and delete the saves in the folder (ui/store) themselves and reach
// the window through a Host. The package never imports ui.
package savescreen
