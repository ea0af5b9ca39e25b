package realinput

import (
	"testing"
)

// TestSaveAsByKeyboard opens Game → Save as… with the real mouse: the name
// field has the keys at once and is wide enough for its placeholder; a
// name typed there and Enter save the sitting under it, and the table says
// so.
func TestSaveAsByKeyboard(t *testing.T) {
	need(t)
	scr := newScreen(t, 1280, 900)
	a := start(t, scr, newConfig(t, returning()), "-seed", "3")
	a.waitFor("the table", func(s snapshot) bool { return s.Started && s.top() == 0 })
	a.menu("Game", "Save as…")
	s := a.waitFor("Save as…", func(s snapshot) bool { return dialogTitle(s, "Save as…") })
	scr.shot(t, "save-as")
	var field object
	for _, o := range s.Objects {
		if o.Kind == "entry" && o.Layer == s.top() {
			field = o
		}
	}
	if field.Kind == "" {
		t.Fatalf("Save as… has no name field: %v", texts(s))
	}
	if !field.Focused {
		t.Error("the name field does not have the keys when Save as… opens")
	}
	if field.W < field.Need {
		t.Errorf("the name field is %.0f wide; its placeholder needs %.0f", field.W, field.Need)
	}
	a.scr.xdo(t, "type", "--delay", "60", "Abend")
	a.key("Return")
	s = a.waitFor("Save as… to close", func(s snapshot) bool { return s.top() == 0 })
	if s.Refusal != "Saved as “Abend”." {
		t.Errorf("after the save the banner says %q", s.Refusal)
	}
	infos, err := a.store().List()
	if err != nil {
		t.Fatal(err)
	}
	if len(infos) != 1 || infos[0].Name != "Abend" {
		t.Fatalf("the saves after Enter: %+v", infos)
	}
}
