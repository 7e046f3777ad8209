package org.pcmemu.algorithms.fft;

/** The FFT variants that run: a layout, and for the hybrid layout the remap order. */
public enum FftAlgorithm {
    HYBRID_STAGGERED("hybrid-staggered", FftLayout.HYBRID, RemapOrder.STAGGERED),
    HYBRID_NAIVE("hybrid-naive", FftLayout.HYBRID, RemapOrder.NAIVE),
    CYCLIC("cyclic", FftLayout.CYCLIC, null),
    BLOCKED("blocked", FftLayout.BLOCKED, null);

    private final String label;
    private final FftLayout layout;
    private final RemapOrder order;

    FftAlgorithm(String label, FftLayout layout, RemapOrder order) {
        this.label = label;
        this.layout = layout;
        this.order = order;
    }

    public String label() {
        return label;
    }

    public FftLayout layout() {
        return layout;
    }

    /** The remap order, or null for the cyclic and blocked layouts (they have no remap). */
    public RemapOrder order() {
        return order;
    }

    /** The variant of {@code layout} with {@code order} (ignored unless the layout is hybrid). */
    public static FftAlgorithm of(FftLayout layout, RemapOrder order) {
        for (FftAlgorithm a : values()) {
            if (a.layout == layout && (layout != FftLayout.HYBRID || a.order == order)) {
                return a;
            }
        }
        throw new IllegalArgumentException("no FFT variant for " + layout + " " + order);
    }
}
