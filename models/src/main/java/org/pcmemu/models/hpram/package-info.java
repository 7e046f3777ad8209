/**
 * The H-PRAM (Juurlink, Kolman, Meyer auf der Heide, Rieping 2003, section 2.1) as a program sees
 * it: an EREW PRAM whose memory access costs l(k) on a sub-machine of k processors, partitioned
 * into independent sub-H-PRAMs of consecutive processors.
 *
 * <p>Threading contract: {@link org.pcmemu.models.hpram.HPram} is immutable; an
 * {@link org.pcmemu.models.hpram.HPramProcessor} is called only from its processor's own thread;
 * the shared memory is read and written only through it, in lock-step steps. The rules are in
 * docs/models.md, "H-PRAM".
 */
package org.pcmemu.models.hpram;
