import type { RegisterBody } from '@pretoire/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { deviceId } from '@/lib/device-id';
import { sessionAuthResult } from '@/lib/user-views';
import type { LawyerFields } from '../lib/validation';
import { storeSession } from './session';

export type MemberRegistration = Pick<RegisterBody, 'email' | 'password' | 'nickname'>;
export interface LawyerRegistration extends Omit<LawyerFields, 'licenseDocument' | 'confirmPassword'> {
  licenseDocument: File;
}

export const registerMember = (body: MemberRegistration) =>
  api('/auth/register', {
    method: 'POST',
    body: { ...body, role: 'user', deviceId: deviceId(), acceptTerms: true },
    schema: sessionAuthResult,
  });

/** Multipart; specializations are sent as repeated entries (spec §3). */
export function registerLawyer(fields: LawyerRegistration) {
  const form = new FormData();
  for (const key of ['email', 'password', 'firstName', 'lastName', 'barAssociation'] as const) form.append(key, fields[key].trim());
  if (fields.phone.trim()) form.append('phone', fields.phone.trim());
  if (fields.bio.trim()) form.append('bio', fields.bio.trim());
  for (const s of fields.specializations) form.append('specializations', s);
  form.append('role', 'lawyer');
  // The form sends nothing until its consent box is ticked (terms-consent decision).
  form.append('acceptTerms', 'true');
  const device = deviceId();
  if (device) form.append('deviceId', device);
  form.append('licenseDocument', fields.licenseDocument, fields.licenseDocument.name);
  return api('/auth/register-lawyer', { method: 'POST', body: form, schema: sessionAuthResult });
}

export function useRegister() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { kind: 'member'; data: MemberRegistration } | { kind: 'lawyer'; data: LawyerRegistration }) =>
      input.kind === 'member' ? registerMember(input.data) : registerLawyer(input.data),
    onSuccess: (result) => storeSession(qc, result),
  });
}
