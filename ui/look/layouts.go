package look

import "fyne.io/fyne/v2"

// FixedWidth gives its object a fixed width (W) and the height it needs.
type FixedWidth struct{ W float32 }

// Layout gives every object the whole size.
func (f *FixedWidth) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.Position{})
		o.Resize(size)
	}
}

// MinSize is the width and the height the objects need at that width
// (wrapped text knows its height only at its width). An object keeps the
// height its layout gave it: Fyne asks every object for its least size
// before each frame, and the review's column, shrunk to its least height
// at each, left the middle of the review empty.
func (f *FixedWidth) MinSize(objs []fyne.CanvasObject) fyne.Size {
	h := float32(0)
	for _, o := range objs {
		if o.Size().Width != f.W {
			o.Resize(fyne.NewSize(f.W, max(o.Size().Height, o.MinSize().Height)))
		}
		h = max(h, o.MinSize().Height)
	}
	return fyne.NewSize(f.W, h)
}

// Inset gives its objects the whole size less a margin of Pad on every
// side.
type Inset struct{ Pad float32 }

// Layout places every object inside the margin.
func (l *Inset) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.NewPos(l.Pad, l.Pad))
		o.Resize(size.SubtractWidthHeight(2*l.Pad, 2*l.Pad))
	}
}

// MinSize is the largest object's least size and the margin.
func (l *Inset) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var s fyne.Size
	for _, o := range objs {
		s = s.Max(o.MinSize())
	}
	return s.AddWidthHeight(2*l.Pad, 2*l.Pad)
}
