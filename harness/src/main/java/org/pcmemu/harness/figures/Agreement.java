package org.pcmemu.harness.figures;

/**
 * One number (or list, or tree) of a paper's figure next to what the emulated runs gave.
 *
 * @param what      what is compared, e.g. "B(8), the last time"
 * @param paper     the paper's value, as the paper states it
 * @param emulated  the value read off the emulated runs, in the same notation
 */
public record Agreement(String what, String paper, String emulated) {

    public boolean equal() {
        return paper.equals(emulated);
    }
}
