import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { addToast, callApi } from '@facturador/auth-api';
import {
  endpoints,
  ROUTE_PATHS,
  type CertificateUploadRequest,
  type CompanySigningRequest,
  type CreateCompanyRequest,
  type ProductionSwitchRequest,
  type SolCredentialsRequest,
  type UpdateCompanyRequest,
} from '@facturador/contracts';
import { companiesMessages } from '../messages.ts';
import { companyKeys } from './company-keys.ts';
import { useCompanyMutation } from './use-company-mutation.ts';

/**
 * POST /companies («Agregar empresa»): the success toast, every companies query read again, and
 * the new company's page. A refusal is the form's to show.
 */
export function useCreateCompany() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (body: CreateCompanyRequest) => callApi(endpoints.createCompany, { body }),
    onSuccess: async (answer) => {
      addToast({ type: 'success', title: companiesMessages.create.created, message: answer.message ?? '' });
      await queryClient.invalidateQueries({ queryKey: companyKeys.all });
      void navigate(`${ROUTE_PATHS.companies}/${answer.data.publicId}`);
    },
  });
}

/** DELETE /companies/:id (owner): every companies query read again, then back to Mis empresas. */
export function useDeleteCompany(companyId: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => callApi(endpoints.deleteCompany, { params: { id: companyId } }),
    onSuccess: async (answer) => {
      addToast({ type: 'success', title: companiesMessages.page.saved, message: answer.message });
      await queryClient.invalidateQueries({ queryKey: companyKeys.all });
      void navigate(ROUTE_PATHS.companies);
    },
  });
}

/** PATCH /companies/:id: the data tab, the printed format, the sending channel. */
export const useUpdateCompany = (companyId: string) =>
  useCompanyMutation(companyId, (body: UpdateCompanyRequest) =>
    callApi(endpoints.updateCompany, { params: { id: companyId }, body }),
  );

/** PUT /companies/:id/logo with the image as base64. */
export const useUploadCompanyLogo = (companyId: string) =>
  useCompanyMutation(companyId, (fileBase64: string) =>
    callApi(endpoints.uploadCompanyLogo, { params: { id: companyId }, body: { fileBase64 } }),
  );

/** DELETE /companies/:id/logo. */
export const useDeleteCompanyLogo = (companyId: string) =>
  useCompanyMutation(companyId, () => callApi(endpoints.deleteCompanyLogo, { params: { id: companyId } }));

/** The digital certificate and its password (the server reads the format from the content). */
export const useUploadCertificate = (companyId: string) =>
  useCompanyMutation(companyId, (body: CertificateUploadRequest) =>
    callApi(endpoints.uploadCertificate, { params: { id: companyId }, body }),
  );

/** The secondary SOL user and its password. */
export const useSaveSolCredentials = (companyId: string) =>
  useCompanyMutation(companyId, (body: SolCredentialsRequest) =>
    callApi(endpoints.setSolCredentials, { params: { id: companyId }, body }),
  );

/**
 * POST /companies/:id/credentials/sol/test («Probar conexión»). What SUNAT said is shown where
 * the button is, not in a toast; the company is read again, since «Pasar a producción» and the
 * dashboard's steps count the outcome.
 */
export function useSolTest(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(endpoints.testSolCredentials, { params: { id: companyId } }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: companyKeys.detail(companyId) }),
        queryClient.invalidateQueries({ queryKey: companyKeys.list() }),
      ]);
    },
  });
}

/** PUT /companies/:id/signing; the company (its list entry, the dashboard) is read again. */
export function useSaveSigning(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CompanySigningRequest) =>
      callApi(endpoints.setCompanySigning, { params: { id }, body }),
    onSuccess: async (answer) => {
      addToast({ type: 'success', title: companiesMessages.page.saved, message: answer.message ?? '' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: companyKeys.detail(id) }),
        queryClient.invalidateQueries({ queryKey: companyKeys.list() }),
      ]);
    },
  });
}

/**
 * POST /companies/:id/production. Whatever the answer, the company is read again: a refusal
 * means the server's checks differ from the page's, and the page shows the server's.
 */
export function useSwitchToProduction(companyId: string) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: companyKeys.detail(companyId) }),
      queryClient.invalidateQueries({ queryKey: companyKeys.list() }),
    ]);
  return useMutation({
    mutationFn: (body: ProductionSwitchRequest) =>
      callApi(endpoints.switchToProduction, { params: { id: companyId }, body }),
    onSuccess: async (answer) => {
      addToast({ type: 'success', title: companiesMessages.page.saved, message: answer.message ?? '' });
      await refresh();
    },
    onError: () => void refresh(),
  });
}
