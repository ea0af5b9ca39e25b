package ui

import "context"

// No test looks for tables on a real network: the join dialog's search
// finds one made-up table at an address of the documentation range.
func init() {
	browseTables = func(context.Context) ([]foundTable, error) {
		return []foundTable{{name: "Hans", addr: "192.0.2.7:47474"}}, nil
	}
}
