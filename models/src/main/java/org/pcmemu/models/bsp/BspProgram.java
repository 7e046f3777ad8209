package org.pcmemu.models.bsp;

/** The code each BSP processor runs; {@link BspProcessor#id()} tells them apart. */
@FunctionalInterface
public interface BspProgram {
    void run(BspProcessor processor) throws Exception;
}
