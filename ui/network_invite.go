package ui

import (
	"crypto/tls"
	"log"

	"github.com/cego-spiel/cego/ui/netplay"
)

// The invitation's certificate: the host dialog (ui/netscreen) shows the
// cego:// link to the table and copies it; Join takes a pasted one and
// fills the address and the code, and the join pins the table's
// certificate, which a hosting window keeps.

// tableCertificate is the certificate of the tables this window hosts,
// kept in the config folder so that a friend's Cego knows the table again
// (nil without a store: the table makes one of its own).
func (c *Controller) tableCertificate() *tls.Certificate {
	if c.store == nil {
		return nil
	}
	cert, err := netplay.KeptCertificate(c.store.ReadTableCert, c.store.SaveTableCert,
		func(format string, args ...any) { log.Printf("cego: "+format, args...) })
	if err != nil {
		log.Printf("cego: no table certificate: %v", err)
		return nil
	}
	return &cert
}
